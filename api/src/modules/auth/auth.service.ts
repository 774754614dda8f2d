import { randomUUID } from 'node:crypto';
import type { DeviceInfo, LoginResponse, MeResponse, Role, SessionUser } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, forbidden, unauthorized } from '../../lib/errors';
import * as repo from './auth.repository';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password';
import { mainRole, type AccessTokenClaims, type DeviceClaims, type TokenSigner } from './tokens';

/** Who is calling, as `app.authenticate` puts it on `request.auth`. */
export interface Auth {
  userId: number;
  localId: number;
  /** Main role: admin when the user has it, else their first seeded role, else empleado. */
  role: Role;
  /** The seeded roles the user holds. */
  roles: Role[];
  /** The union of the permissions of every role the user holds. */
  permisos: string[];
  sessionId: string;
  claims: AccessTokenClaims;
}

export interface LoginInput {
  nombreUsuario: string;
  password: string;
  deviceInfo?: Partial<DeviceInfo> | undefined;
  ip: string;
  userAgent: string | undefined;
}

export interface AuthService {
  login(input: LoginInput): Promise<LoginResponse>;
  /** Who the caller is now: user, session role and permissions read afresh. */
  me(auth: Auth): Promise<MeResponse>;
  /** New token for the same session; 401 'Sesión expirada' unless the token is valid and live. */
  refresh(token: string): Promise<LoginResponse>;
  logout(auth: Auth): Promise<void>;
  /** Auth of a valid, unexpired token of a live session (not revoked, user active), else null. */
  verifyAccessToken(token: string): Promise<Auth | null>;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function deviceClaims(info: Partial<DeviceInfo> | undefined, userAgent: string | undefined): DeviceClaims {
  return {
    device_type: info?.deviceType ?? 'unknown',
    is_mobile: info?.isMobile ?? false,
    platform: info?.platform ?? 'Unknown',
    browser: info?.browser ?? 'Unknown',
    user_agent: info?.userAgent || userAgent || 'Unknown',
  };
}

/**
 * The role the session carries (SPEC §6): admin when the user holds it, else their first seeded
 * role; a user with only roles created later is an empleado for the screens. No role: null.
 */
export function sessionRole(access: repo.UserAccess): Role | null {
  return mainRole(access.roles) ?? (access.roleNames.length > 0 ? 'empleado' : null);
}

function toSessionUser(user: repo.UserRecord, rol: Role): SessionUser {
  return {
    id: user.id,
    nombre: user.nombre,
    email: user.email,
    rol,
    roles: user.roles,
    local: { id: user.local.id, nombre: user.local.nombre },
    modulos: { restaurant: user.local.moduloRestaurant, posFlow: user.local.moduloPosFlow },
    permisos: user.access.permisos,
  };
}

function waitMinutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

export function createAuthService(deps: {
  db: Kysely<Database>;
  signer: TokenSigner;
  throttle: LoginThrottle;
  tokenMinutes: number;
  now?: () => Date;
}): AuthService {
  const { db, signer, throttle, tokenMinutes } = deps;
  const now = deps.now ?? (() => new Date());

  async function issue(user: repo.UserRecord, rol: Role, sessionId: string, device: DeviceClaims, at: Date) {
    const expiresAt = new Date(at.getTime() + tokenMinutes * 60_000);
    const token = await signer.sign(
      { sub: String(user.id), role: rol, rol, local: user.localId, nombre: user.nombre, email: user.email, sid: sessionId, ...device },
      expiresAt,
    );
    return { token, expiresAt };
  }

  return {
    async login(input) {
      const email = normaliseEmail(input.nombreUsuario);
      const keys = [`ip:${input.ip}`, `email:${email}`];
      const wait = throttle.blockedFor(keys);
      if (wait > 0) {
        throw new AppError(429, 'DEMASIADOS_INTENTOS', { count: waitMinutes(wait) }, undefined, { 'Retry-After': String(Math.ceil(wait / 1000)) });
      }

      const user = await repo.findUserByEmail(db, email);
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid || !user.activo) {
        throttle.recordFailure(keys);
        throw unauthorized('CREDENCIALES_INCORRECTAS');
      }
      // Staff of one venue share its public IP: a success clears the IP counter too, so one
      // waiter's typos do not lock out the whole floor. The e-mail counter still caps guessing.
      throttle.clear(keys);

      const rol = sessionRole(user.access);
      if (!rol) throw forbidden('SIN_PERMISO');

      const at = now();
      const sessionId = randomUUID();
      const device = deviceClaims(input.deviceInfo, input.userAgent);
      const { token, expiresAt } = await issue(user, rol, sessionId, device, at);
      await db.transaction().execute(async (trx) => {
        await repo.insertSession(trx, {
          id: sessionId,
          usuarioId: user.id,
          localId: user.localId,
          device: { ...input.deviceInfo, claims: device, ip: input.ip },
          createdAt: at.toISOString(),
          expiresAt: expiresAt.toISOString(),
        });
        await repo.touchLastAccess(trx, user.id, at.toISOString());
      });
      return { token, user: toSessionUser(user, rol), rol, expireMinutes: tokenMinutes, permisos: user.access.permisos };
    },

    async me(auth) {
      const user = await repo.findUserById(db, auth.userId);
      const rol = user ? sessionRole(user.access) : null;
      if (!user || !user.activo || !rol) throw unauthorized('SESION_EXPIRADA');
      return { user: toSessionUser(user, rol), rol, permisos: user.access.permisos };
    },

    async refresh(token) {
      const auth = await this.verifyAccessToken(token);
      if (!auth) throw unauthorized('SESION_EXPIRADA');
      const user = await repo.findUserById(db, auth.userId);
      const rol = user ? sessionRole(user.access) : null;
      if (!user || !user.activo || !rol) throw unauthorized('SESION_EXPIRADA');
      const at = now();
      const { claims } = auth;
      const device: DeviceClaims = {
        device_type: claims.device_type,
        is_mobile: claims.is_mobile,
        platform: claims.platform,
        browser: claims.browser,
        user_agent: claims.user_agent,
      };
      const issued = await issue(user, rol, auth.sessionId, device, at);
      await repo.extendSession(db, auth.sessionId, at.toISOString(), issued.expiresAt.toISOString());
      return { token: issued.token, user: toSessionUser(user, rol), rol, expireMinutes: tokenMinutes, permisos: user.access.permisos };
    },

    async logout(auth) {
      await repo.revokeSession(db, auth.sessionId, now().toISOString());
    },

    async verifyAccessToken(token) {
      const claims = await signer.verify(token);
      if (!claims) return null;
      const session = await repo.findLiveSession(db, claims.sid);
      if (!session || String(session.usuarioId) !== claims.sub || session.localId !== claims.local) return null;
      const role = sessionRole(session.access);
      if (!role) return null;
      return {
        userId: session.usuarioId,
        localId: session.localId,
        role,
        roles: session.access.roles,
        permisos: session.access.permisos,
        sessionId: session.id,
        claims,
      };
    },
  };
}

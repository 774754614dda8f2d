import { randomUUID } from 'node:crypto';
import type { CambiarPasswordPayload, DeviceInfo, LoginResponse, MeResponse, Role, SessionUser } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/errors';
import * as repo from './auth.repository';
import type { Throttle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';
import { assertPasswordAllowed } from './password-policy';
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
  /** The user has not chosen their own password yet: only me, logout and the change are allowed. */
  debeCambiarPassword: boolean;
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
  /**
   * The caller's own password: checks the current one (counted by the limiter like a sign-in),
   * stores the new one, clears the forced-change flag, revokes every session of the user (this
   * one too) and answers like a login with a fresh session.
   */
  changePassword(auth: Auth, input: CambiarPasswordPayload & { ip: string; userAgent: string | undefined }): Promise<LoginResponse>;
  /** The hubs' periodic check: not revoked, not past its own expiry, user active. */
  isSessionLive(sessionId: string): Promise<boolean>;
  /** Auth of a valid, unexpired token of a live session (not revoked, user active), else null. */
  verifyAccessToken(token: string): Promise<Auth | null>;
}

function deviceOf(claims: AccessTokenClaims): DeviceClaims {
  return {
    device_type: claims.device_type,
    is_mobile: claims.is_mobile,
    platform: claims.platform,
    browser: claims.browser,
    user_agent: claims.user_agent,
  };
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
 * The role the session carries: admin when the user holds it, else their first seeded
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
    debeCambiarPassword: user.debeCambiarPassword,
  };
}

function tooManyAttempts(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, 'INTENTOS_EN_ESPERA', { count: seconds }, undefined, { 'Retry-After': String(seconds) });
}

export function createAuthService(deps: {
  db: Kysely<Database>;
  signer: TokenSigner;
  throttle: Throttle;
  tokenMinutes: number;
  /** SESSION_MAX_HOURS: no refresh takes a session past this long after its sign-in (default 16). */
  sessionMaxHours?: number;
  now?: () => Date;
}): AuthService {
  const { db, signer, throttle, tokenMinutes } = deps;
  const sessionMaxMs = (deps.sessionMaxHours ?? 16) * 3_600_000;
  const now = deps.now ?? (() => new Date());

  async function startSession(user: repo.UserRecord, rol: Role, device: DeviceClaims, deviceRecord: unknown): Promise<LoginResponse> {
    const at = now();
    const sessionId = randomUUID();
    const { token, expiresAt } = await issue(user, rol, sessionId, device, at, new Date(at.getTime() + sessionMaxMs));
    await db.transaction().execute(async (trx) => {
      await repo.insertSession(trx, {
        id: sessionId,
        usuarioId: user.id,
        localId: user.localId,
        device: deviceRecord,
        createdAt: at.toISOString(),
        expiresAt: expiresAt.toISOString(),
      });
      await repo.touchLastAccess(trx, user.id, at.toISOString());
    });
    return {
      token,
      user: toSessionUser(user, rol),
      rol,
      expireMinutes: tokenMinutes,
      permisos: user.access.permisos,
      debeCambiarPassword: user.debeCambiarPassword,
    };
  }

  /** A token until `tokenMinutes` from `at`, never past `notAfter` (the session's absolute end). */
  async function issue(user: repo.UserRecord, rol: Role, sessionId: string, device: DeviceClaims, at: Date, notAfter: Date) {
    const expiresAt = new Date(Math.min(at.getTime() + tokenMinutes * 60_000, notAfter.getTime()));
    const token = await signer.sign({ sub: String(user.id), role: rol, rol, local: user.localId, nombre: user.nombre, email: user.email, sid: sessionId, ...device }, expiresAt);
    return { token, expiresAt };
  }

  return {
    async login(input) {
      const email = normaliseEmail(input.nombreUsuario);
      const accountKey = `email:${email}`;
      const addressKey = `ip:${input.ip}`;
      // Counted before the password is looked at, in one synchronous step: concurrent guesses
      // cannot all slip through before the first is recorded.
      const decision = await throttle.attempt([accountKey, addressKey]);
      if (!decision.allowed) throw tooManyAttempts(decision.waitMs);

      const user = await repo.findUserByEmail(db, email);
      // Unknown users are verified against a dummy hash: same work, same answer.
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid || !user.activo) throw unauthorized('CREDENCIALES_INCORRECTAS');
      // The account starts afresh; the address only gets this attempt back, so the guesses
      // made from it on other accounts keep counting.
      await throttle.succeeded([accountKey], [addressKey]);

      const rol = sessionRole(user.access);
      if (!rol) throw forbidden('SIN_PERMISO');
      const device = deviceClaims(input.deviceInfo, input.userAgent);
      return startSession(user, rol, device, { ...input.deviceInfo, claims: device, ip: input.ip });
    },

    async changePassword(auth, input) {
      const user = await repo.findUserById(db, auth.userId);
      if (!user || !user.activo) throw unauthorized('SESION_EXPIRADA');
      const accountKey = `email:${user.email}`;
      const addressKey = `ip:${input.ip}`;
      const decision = await throttle.attempt([accountKey, addressKey]);
      if (!decision.allowed) throw tooManyAttempts(decision.waitMs);
      if (!(await verifyPassword(user.passwordHash, input.passwordActual))) throw badRequest('PASSWORD_ACTUAL_INCORRECTA');
      await throttle.succeeded([accountKey], [addressKey]);
      if (await verifyPassword(user.passwordHash, input.passwordNueva)) throw badRequest('PASSWORD_NUEVA_IGUAL');
      assertPasswordAllowed(input.passwordNueva, user);
      const rol = sessionRole(user.access);
      if (!rol) throw forbidden('SIN_PERMISO');

      const passwordHash = await hashPassword(input.passwordNueva);
      const at = now();
      await db.transaction().execute(async (trx) => {
        await repo.setPassword(trx, user.id, passwordHash);
        await repo.revokeUserSessions(trx, user.id, at.toISOString(), 'password');
      });
      // The new session is the same device's: its claims carry over.
      return startSession({ ...user, debeCambiarPassword: false }, rol, deviceOf(auth.claims), { claims: deviceOf(auth.claims), ip: input.ip });
    },

    async isSessionLive(sessionId) {
      return repo.isSessionLive(db, sessionId, now());
    },

    async me(auth) {
      const user = await repo.findUserById(db, auth.userId);
      const rol = user ? sessionRole(user.access) : null;
      if (!user || !user.activo || !rol) throw unauthorized('SESION_EXPIRADA');
      return { user: toSessionUser(user, rol), rol, permisos: user.access.permisos, debeCambiarPassword: user.debeCambiarPassword };
    },

    async refresh(token) {
      const auth = await this.verifyAccessToken(token);
      if (!auth) throw unauthorized('SESION_EXPIRADA');
      const user = await repo.findUserById(db, auth.userId);
      const rol = user ? sessionRole(user.access) : null;
      if (!user || !user.activo || !rol) throw unauthorized('SESION_EXPIRADA');
      const at = now();
      // Refresh extends a session, but never past SESSION_MAX_HOURS after its sign-in: then
      // the user signs in again (a shift's length by default).
      const startedAt = await repo.sessionStartedAt(db, auth.sessionId);
      const notAfter = new Date((startedAt?.getTime() ?? 0) + sessionMaxMs);
      if (notAfter.getTime() - at.getTime() < 1000) throw unauthorized('SESION_EXPIRADA');
      const issued = await issue(user, rol, auth.sessionId, deviceOf(auth.claims), at, notAfter);
      await repo.extendSession(db, auth.sessionId, at.toISOString(), issued.expiresAt.toISOString());
      return {
        token: issued.token,
        user: toSessionUser(user, rol),
        rol,
        expireMinutes: tokenMinutes,
        permisos: user.access.permisos,
        debeCambiarPassword: user.debeCambiarPassword,
      };
    },

    async logout(auth) {
      await repo.revokeSession(db, auth.sessionId, now().toISOString(), 'logout');
    },

    async verifyAccessToken(token) {
      const claims = await signer.verify(token);
      if (!claims) return null;
      const session = await repo.findLiveSession(db, claims.sid, now());
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
        debeCambiarPassword: session.debeCambiarPassword,
        claims,
      };
    },
  };
}

import type { Role } from '@resto/shared/contracts';
import type { Permission } from '@resto/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/errors';
import type { Auth, AuthService } from './auth.service';
import { routeAccess, type RouteAccess } from './permissions';

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    /** preHandler: sets `request.auth` or answers 401 'Sesión expirada'. */
    authenticate: AuthHook;
    /**
     * preHandler (after `authenticate`): 403 'No tenés permisos para realizar esta acción' unless
     * the user holds one of `roles`. admin passes every check.
     */
    requireRole(...roles: Role[]): AuthHook;
    /**
     * preHandler (after `authenticate`): 403 'No tenés permisos para realizar esta acción' unless
     * one of the user's roles holds `permission`. Every route already gets its check from the
     * table in permissions.ts; this is for checks inside a route's own logic.
     */
    requirePermission(permission: Permission): AuthHook;
    /** For the hubs and any other non-HTTP entry point. */
    verifyAccessToken(token: string): Promise<Auth | null>;
    /** Every /api route registered so far with its access rule from the table (undefined: missing). */
    apiRoutes: { method: string; url: string; access: RouteAccess | undefined }[];
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; do not read it on routes without that preHandler. */
    auth: Auth;
  }
}

/** What a session that must change its password may still call (refresh checks its token itself). */
export const PASSWORD_CHANGE_ALLOWED: ReadonlySet<string> = new Set(['/api/auth/password', '/api/auth/me', '/api/auth/logout']);

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { service: AuthService }) => {
    const { service } = opts;
    app.decorate('authService', service);
    app.decorate('verifyAccessToken', (token: string) => service.verifyAccessToken(token));
    app.decorateRequest('auth', null as unknown as Auth);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      // The access check of the route table runs it before validation; the route's own
      // preHandler then finds the caller already known.
      if (request.auth as Auth | null) return;
      const token = bearerToken(request);
      const auth = token ? await service.verifyAccessToken(token) : null;
      if (!auth) throw unauthorized('SESION_EXPIRADA');
      // A seeded or reset account does nothing else until it has chosen its own password.
      if (auth.debeCambiarPassword && !PASSWORD_CHANGE_ALLOWED.has(request.routeOptions.url ?? '')) {
        throw forbidden('CAMBIO_PASSWORD_REQUERIDO');
      }
      request.auth = auth;
    });

    app.decorate('requireRole', (...roles: Role[]): AuthHook => {
      return async (request) => {
        const auth = request.auth as Auth | null;
        if (!auth) throw unauthorized('SESION_EXPIRADA');
        if (auth.roles.includes('admin') || auth.roles.some((r) => roles.includes(r))) return;
        throw forbidden('SIN_PERMISO');
      };
    });

    const requirePermission = (permission: Permission): AuthHook => {
      return async (request) => {
        const auth = request.auth as Auth | null;
        if (!auth) throw unauthorized('SESION_EXPIRADA');
        if (!auth.permisos.includes(permission)) throw forbidden('SIN_PERMISO');
      };
    };
    app.decorate('requirePermission', requirePermission);

    /*
     * The route table applied to every /api route as it is registered: before validation, so a
     * caller without the right gets 401/403 whatever the body, and nothing runs for them.
     */
    const apiRoutes: FastifyInstance['apiRoutes'] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith('/api/') && route.url !== '/api') return;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
      const method = methods.find((m) => m !== 'HEAD') ?? 'GET';
      const access = routeAccess(method, route.url);
      if (!methods.includes('HEAD') || methods.length > 1) apiRoutes.push({ method, url: route.url, access });
      if (access === 'publico') return;
      if (access === undefined) app.log.warn({ method, url: route.url }, 'ruta sin permiso en la tabla de permisos: solo se exige sesión');
      const checks: AuthHook[] = [app.authenticate];
      if (access !== undefined && access !== 'autenticado') checks.push(requirePermission(access));
      const existing = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
      route.preValidation = [...checks, ...existing] as RouteOptions['preValidation'];
    });
  },
  { name: 'auth' },
);

import type { Role } from '@resto/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/errors';
import type { Auth, AuthService } from './auth.service';

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
    /** For the hubs and any other non-HTTP entry point. */
    verifyAccessToken(token: string): Promise<Auth | null>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; do not read it on routes without that preHandler. */
    auth: Auth;
  }
}

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
      const token = bearerToken(request);
      const auth = token ? await service.verifyAccessToken(token) : null;
      if (!auth) throw unauthorized('SESION_EXPIRADA');
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
  },
  { name: 'auth' },
);

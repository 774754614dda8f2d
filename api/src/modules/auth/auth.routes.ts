import { cambiarPasswordPayloadSchema, loginPayloadSchema, loginResponseSchema, meResponseSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { unauthorized } from '../../lib/errors';
import { bearerToken } from './auth.plugin';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión con e-mail y contraseña',
        body: loginPayloadSchema,
        response: { 200: okSchema(loginResponseSchema) },
      },
    },
    async (request) => {
      const result = await app.authService.login({
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return ok(result);
    },
  );

  r.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Renueva el token de una sesión vigente (Authorization: Bearer)',
        security: [{ bearerAuth: [] }],
        response: { 200: okSchema(loginResponseSchema) },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('SESION_EXPIRADA');
      return ok(await app.authService.refresh(token));
    },
  );

  r.post(
    '/api/auth/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Cierra la sesión: el token deja de ser válido',
        security: [{ bearerAuth: [] }],
        response: { 200: emptyOkSchema },
      },
    },
    async (request) => {
      await app.authService.logout(request.auth);
      return { success: true, message: 'Sesión cerrada' };
    },
  );

  r.post(
    '/api/auth/password',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Cambia la contraseña propia: cierra todas las sesiones del usuario y abre una nueva',
        security: [{ bearerAuth: [] }],
        body: cambiarPasswordPayloadSchema,
        response: { 200: okSchema(loginResponseSchema) },
      },
    },
    async (request) => ok(await app.authService.changePassword(request.auth, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] })),
  );

  r.get(
    '/api/auth/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'El usuario de la sesión con su rol y sus permisos, leídos en este momento',
        security: [{ bearerAuth: [] }],
        response: { 200: okSchema(meResponseSchema) },
      },
    },
    async (request) => ok(await app.authService.me(request.auth)),
  );
}

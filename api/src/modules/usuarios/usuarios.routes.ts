import { idParamsSchema, mutationOnlyBodySchema, usuarioCreateSchema, usuarioPasswordSchema, usuarioSchema, usuarioUpdateSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { hashPassword, assertPasswordAllowed } from '../auth';
import { replyWithMutation } from '../local';
import { createUsuario, deactivateUsuario, getUsuario, listUsuarios, resetPassword, updateUsuario } from './usuarios.service';

const TAGS = ['usuarios'];
const security = [{ bearerAuth: [] }];

/** The venue's staff accounts. Access: usuarios.administrar (auth/permissions.ts). */
export async function usuariosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/usuarios',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Usuarios del local con sus roles y su último acceso', security, response: { 200: okSchema(z.array(usuarioSchema)) } },
    },
    async (request) => ok(await listUsuarios(app.db, request.auth.localId)),
  );

  r.get(
    '/api/usuarios/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Un usuario del local', security, params: idParamsSchema, response: { 200: okSchema(usuarioSchema) } },
    },
    async (request) => ok(await getUsuario(app.db, request.auth.localId, request.params.id)),
  );

  r.post(
    '/api/usuarios',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Crea un usuario (contraseña obligatoria, e-mail único) con sus roles',
        security,
        body: usuarioCreateSchema,
        response: { 201: okSchema(usuarioSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, password, ...input } = request.body;
      const { localId } = request.auth;
      assertPasswordAllowed(password, input);
      // argon2 takes tens of milliseconds: not inside the transaction (SQLite has one writer).
      const passwordHash = await hashPassword(password);
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: 'usuarios.create' }, async (trx) => ({
        statusCode: 201,
        body: ok(await createUsuario(trx, request.auth, { ...input, passwordHash }), 'Usuario creado'),
      }));
    },
  );

  r.put(
    '/api/usuarios/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Modifica un usuario; activo: false lo desactiva y cierra sus sesiones (nunca al último administrador activo)',
        security,
        params: idParamsSchema,
        body: usuarioUpdateSchema,
        response: { 200: okSchema(usuarioSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: `usuarios.update:${request.params.id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await updateUsuario(trx, request.auth, request.params.id, input, new Date()), 'Usuario actualizado'),
      }));
    },
  );

  r.delete(
    '/api/usuarios/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Elimina (desactiva) un usuario y cierra sus sesiones; sus ventas y arqueos lo conservan',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const key = { localId, clientMutationId: request.body?.clientMutationId, operation: `usuarios.delete:${request.params.id}` };
      return replyWithMutation(reply, app.db, key, async (trx) => {
        await deactivateUsuario(trx, request.auth, request.params.id, new Date());
        return { statusCode: 200, body: { success: true, message: 'Usuario eliminado' } };
      });
    },
  );

  r.post(
    '/api/usuarios/:id/password',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Restablece la contraseña de un usuario: sus sesiones abiertas terminan',
        security,
        params: idParamsSchema,
        body: usuarioPasswordSchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      // The rule reads whose password it is: their e-mail and name, as stored now.
      assertPasswordAllowed(request.body.password, await getUsuario(app.db, localId, request.params.id));
      const passwordHash = await hashPassword(request.body.password);
      const key = { localId, clientMutationId: request.body.clientMutationId, operation: `usuarios.password:${request.params.id}` };
      return replyWithMutation(reply, app.db, key, async (trx) => {
        await resetPassword(trx, request.auth, request.params.id, passwordHash, new Date());
        return { statusCode: 200, body: { success: true, message: 'Contraseña restablecida' } };
      });
    },
  );
}

import { idParamsSchema, mutationOnlyBodySchema, rolCreateSchema, rolSchema, rolUpdateSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service';

const TAGS = ['roles'];
const security = [{ bearerAuth: [] }];

/** Roles and their permissions. Access: usuarios.administrar (auth/permissions.ts). */
export async function rolesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/roles',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Roles con sus permisos y cuántos usuarios los tienen', security, response: { 200: okSchema(z.array(rolSchema)) } },
    },
    async (request) => ok(await listRoles(app.db, request.auth.localId)),
  );

  r.get(
    '/api/roles/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Un rol con sus permisos', security, params: idParamsSchema, response: { 200: okSchema(rolSchema) } },
    },
    async (request) => ok(await getRole(app.db, request.auth.localId, request.params.id)),
  );

  r.post(
    '/api/roles',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Crea un rol con sus permisos (nombre único)', security, body: rolCreateSchema, response: { 201: okSchema(rolSchema) } },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: 'roles.create' }, async (trx) => ({
        statusCode: 201,
        body: ok(await createRole(trx, request.auth, input), 'Rol creado'),
      }));
    },
  );

  r.put(
    '/api/roles/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Modifica un rol; permisos reemplaza su conjunto (admin conserva siempre usuarios.administrar)',
        security,
        params: idParamsSchema,
        body: rolUpdateSchema,
        response: { 200: okSchema(rolSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const { localId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId, operation: `roles.update:${request.params.id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await updateRole(trx, request.auth, request.params.id, input), 'Rol actualizado'),
      }));
    },
  );

  r.delete(
    '/api/roles/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Elimina un rol sin usuarios asignados (los roles del sistema no se eliminan)',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      return replyWithMutation(reply, app.db, { localId, clientMutationId: request.body?.clientMutationId, operation: `roles.delete:${request.params.id}` }, async (trx) => {
        await deleteRole(trx, request.auth, request.params.id);
        return { statusCode: 200, body: { success: true as const, message: 'Rol eliminado' } };
      });
    },
  );
}

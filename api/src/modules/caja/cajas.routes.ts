import { actualizarCajaSchema, cajaSchema, cajasListSchema, crearCajaSchema, idParamsSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { actualizarCaja, crearCaja, listCajas } from './cajas.service';

const TAGS = ['arqueos'];
const security = [{ bearerAuth: [] }];

/** A venue's tills: read by whoever opens a register, managed with caja.supervisar (auth/permissions.ts); every change audited. */
export async function cajasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/cajas',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Las cajas del local, con su arqueo abierto si lo tienen', security, response: { 200: okSchema(cajasListSchema) } },
    },
    async (request) => ok(await listCajas(app.db, request.auth.localId)),
  );

  r.post(
    '/api/cajas',
    { preHandler: app.authenticate, schema: { tags: TAGS, summary: 'Agrega una caja al local', security, body: crearCajaSchema, response: { 201: okSchema(cajaSchema) } } },
    async (request, reply) => {
      const { clientMutationId, nombre } = request.body;
      const actor = { localId: request.auth.localId, userId: request.auth.userId };
      return replyWithMutation(reply, app.db, { localId: actor.localId, clientMutationId, operation: 'cajas.crear' }, async (trx) => ({
        statusCode: 201,
        body: ok(await crearCaja(trx, actor, nombre), 'Caja creada'),
      }));
    },
  );

  r.patch(
    '/api/cajas/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Renombra, desactiva o activa una caja',
        security,
        params: idParamsSchema,
        body: actualizarCajaSchema,
        response: { 200: okSchema(cajaSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...changes } = request.body;
      const actor = { localId: request.auth.localId, userId: request.auth.userId };
      const { id } = request.params;
      return replyWithMutation(reply, app.db, { localId: actor.localId, clientMutationId, operation: `cajas.actualizar:${id}` }, async (trx) => ({
        statusCode: 200,
        body: ok(await actualizarCaja(trx, actor, id, changes), 'Caja actualizada'),
      }));
    },
  );
}

import { draftCreateSchema, draftPatchSchema, draftSchema, draftsFinalizadosQuerySchema, idParamsSchema, mesaIdParamsSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/database';
import { ok, okSchema } from '../../lib/envelope';
import { conflict } from '../../lib/errors';
import { draftChargeRoutes } from './drafts-charge.routes';
import { draftItemChangesRoutes } from './drafts-item-changes.routes';
import { draftItemsRoutes } from './drafts-items.routes';
import { draftMutation, security, TAGS } from './drafts-mutation';
import { createDraft, getDraftOfMesa, listActiveDrafts, listFinalizedDrafts, patchDraft } from './drafts.service';
import { precuentaRoutes } from './precuenta.routes';

/**
 * Table drafts. Every mutation honours ClientMutationId (a repeat returns the first result and
 * publishes nothing) and, once committed, tells /ws/mesas: MesaOpened, PedidoConfirmed,
 * ProductoRemoved or MesaClosed, to the global tables group and the table's. Here: reading the
 * drafts, opening one and changing its header; adding items, changing them, and the discount and
 * end of a draft are registered after these, from their own files.
 */
export async function draftsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const draftResponse = okSchema(draftSchema);
  await precuentaRoutes(app);
  const mutate = draftMutation(app);

  r.get(
    '/api/mesas/drafts',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Drafts activos del local (obtenerDraftsActivos), por número de mesa', security, response: { 200: okSchema(z.array(draftSchema)) } },
    },
    async (request) => ok(await listActiveDrafts(app.db, request.auth.localId)),
  );

  r.get(
    '/api/mesas/drafts/finalizados',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Drafts finalizados en venta entre fechaDesde y fechaHasta (fechas del local, por defecto hoy)',
        security,
        querystring: draftsFinalizadosQuerySchema,
        response: { 200: okSchema(z.array(draftSchema)) },
      },
    },
    async (request) => ok(await listFinalizedDrafts(app.db, request.auth.localId, request.query)),
  );

  r.get(
    '/api/mesas/:mesaId/draft',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'El draft activo de una mesa; data null si la mesa está libre',
        security,
        params: mesaIdParamsSchema,
        response: { 200: okSchema(draftSchema.nullable()) },
      },
    },
    async (request) => ok(await getDraftOfMesa(app.db, request.auth.localId, request.params.mesaId)),
  );

  r.post(
    '/api/mesas/:mesaId/draft',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Abre un draft en una mesa (un solo draft activo por mesa)',
        description:
          'Comensales por defecto 2 (mínimo 1); Camarero por defecto el usuario. Si la mesa ya tiene un draft activo ' +
          "(por ejemplo, dos dispositivos abren la misma mesa a la vez) responde 409 'La mesa N ya tiene un draft activo' " +
          'con ese draft en data, para seguir trabajando sobre él.',
        security,
        params: mesaIdParamsSchema,
        body: draftCreateSchema,
        response: { 201: draftResponse },
      },
    },
    async (request, reply) => {
      const input = request.body ?? {};
      const { localId } = request.auth;
      const { mesaId } = request.params;
      try {
        return await mutate(
          request,
          reply,
          { operation: `mesas.drafts.create:${mesaId}`, clientMutationId: input.clientMutationId, statusCode: 201, message: 'Mesa abierta' },
          (trx, actor) => createDraft(trx, actor, mesaId, input),
        );
      } catch (error) {
        // The unique index caught an opening the table lock did not (it should not happen):
        // answer as if the lock had, once the failed transaction is gone.
        if (!isUniqueViolation(error)) throw error;
        const open = await getDraftOfMesa(app.db, localId, mesaId);
        throw conflict('DRAFT_ACTIVO_EXISTE', { numero: open?.numeroMesa ?? mesaId }, open ?? undefined);
      }
    },
  );

  r.patch(
    '/api/mesas/drafts/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cambia comensales, comentario, camarero o cliente del draft',
        security,
        params: idParamsSchema,
        body: draftPatchSchema,
        response: { 200: draftResponse },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const id = request.params.id;
      return mutate(request, reply, { operation: `mesas.drafts.patch:${id}`, clientMutationId, message: 'Draft actualizado' }, (trx, actor) => patchDraft(trx, actor, id, input));
    },
  );

  await draftItemsRoutes(app);
  await draftItemChangesRoutes(app);
  await draftChargeRoutes(app);
}

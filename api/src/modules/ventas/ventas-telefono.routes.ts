import { finalizarDraftSchema, idParamsSchema, mutationOnlyBodySchema, ventaDraftCreateSchema, ventaResumenSchema, ventaSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyOkSchema, ok, okSchema } from '../../lib/envelope';
import { replyWithMutation } from '../local';
import { listDrafts } from './ventas-consultas.service';
import { publishVentasEvent, saleFinalizedEvent } from '../../hubs';
import { discardPhoneSale } from './ventas-telefono-descarte';
import { chargeSale, getVenta } from './ventas.service';
import { createPhoneSale } from './ventas-telefono.service';
import { authorityOf } from '../auditoria';

const TAGS = ['ventas'];
const security = [{ bearerAuth: [] }];

/** Phone sales: a phone takes the order and sends it to the register, which charges it. */
export async function phoneSalesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/ventas/drafts',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Ventas enviadas a caja que esperan el cobro, la más antigua primero', security, response: { 200: okSchema(z.array(ventaResumenSchema)) } },
    },
    async (request) => ok(await listDrafts(app.db, request.auth.localId)),
  );

  r.get(
    '/api/ventas/drafts/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Un borrador de venta con sus ítems', security, params: idParamsSchema, response: { 200: okSchema(ventaSchema) } },
    },
    async (request) => ok(await getVenta(app.db, request.auth.localId, request.params.id)),
  );

  r.post(
    '/api/ventas/drafts',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Envía a caja una venta tomada en el teléfono (el carrito debe tener productos)',
        security,
        body: ventaDraftCreateSchema,
        response: { 201: okSchema(ventaSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = authorityOf(request);
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: 'ventas.drafts.create' },
        async (trx) => ({ statusCode: 201, body: ok(await createPhoneSale(trx, actor, input), 'Venta enviada a caja') }),
        (body) =>
          publishVentasEvent(app, actor.localId, 'VentaDraftEnviada', {
            draftId: body.data.id,
            origen: body.data.origen,
            total: body.data.total,
            cantidadItems: body.data.items.length,
            usuario: body.data.usuario.nombre,
            clientMutationId: clientMutationId ?? null,
          }),
      );
    },
  );

  r.post(
    '/api/ventas/drafts/:id/finalize',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cobra un borrador de venta (una sola vez aunque lleguen dos cobros a la vez); items reemplaza sus líneas',
        security,
        params: idParamsSchema,
        body: finalizarDraftSchema,
        response: { 200: okSchema(ventaSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = authorityOf(request);
      const draftId = request.params.id;
      return replyWithMutation(
        reply,
        app.db,
        { localId: actor.localId, clientMutationId, operation: `ventas.drafts.finalize:${draftId}` },
        async (trx) => ({ statusCode: 200, body: ok(await chargeSale(trx, actor, { origen: 'movil', draftId, ...input }), 'Venta finalizada') }),
        (body) => publishVentasEvent(app, actor.localId, 'VentaFinalizada', saleFinalizedEvent(body.data, draftId, clientMutationId)),
      );
    },
  );

  r.delete(
    '/api/ventas/drafts/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Descarta un borrador de venta (quien lo tomó, ventas.anular o la aprobación de un encargado); queda en la auditoría',
        security,
        params: idParamsSchema,
        body: mutationOnlyBodySchema,
        response: { 200: emptyOkSchema },
      },
    },
    async (request, reply) => {
      const actor = authorityOf(request);
      const { localId } = actor;
      const clientMutationId = request.body?.clientMutationId;
      const draftId = request.params.id;
      return replyWithMutation(
        reply,
        app.db,
        { localId, clientMutationId, operation: `ventas.drafts.delete:${draftId}` },
        async (trx) => {
          await discardPhoneSale(trx, actor, draftId);
          return { statusCode: 200, body: { success: true, message: 'Borrador descartado' } };
        },
        () => publishVentasEvent(app, localId, 'VentaDraftDescartada', { draftId, clientMutationId: clientMutationId ?? null }),
      );
    },
  );
}

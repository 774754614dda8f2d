import {
  draftCancelarSchema,
  draftDescuentoSchema,
  draftFinalizadoSchema,
  draftFinalizarSchema,
  draftSchema,
  draftsLimpiezaSchema,
  idParamsSchema,
  limpiarDraftsQuerySchema,
  mutationOnlyBodySchema,
} from '@resto/shared/contracts';
import { idleCutoff } from '@resto/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { publishVentasEvent, saleFinalizedEvent } from '../../hubs';
import { audit, authorityOf } from '../auditoria';
import { replyWithTableEvents } from './drafts.events';
import { cancelDraft, finalizeDraft } from './drafts-charge.service';
import { setDiscount } from './drafts-discount.service';
import { draftMutation, security, TAGS } from './drafts-mutation';
import { sweepIdleDrafts } from './idle-drafts';

/** The bill of a comanda and its end: the table's discount, cancelling, charging, and sweeping idle drafts. */
export async function draftChargeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const draftResponse = okSchema(draftSchema);
  const mutate = draftMutation(app);

  r.patch(
    '/api/mesas/drafts/:id/descuento',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Descuento del draft: porcentaje 0..100 o monto hasta el subtotal; 0 lo quita',
        security,
        params: idParamsSchema,
        body: draftDescuentoSchema,
        response: { 200: draftResponse },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const id = request.params.id;
      return mutate(request, reply, { operation: `mesas.drafts.descuento:${id}`, clientMutationId, message: 'Descuento aplicado' }, (trx, actor) =>
        setDiscount(trx, actor, id, input),
      );
    },
  );

  r.delete(
    '/api/mesas/drafts/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cancela el draft: la mesa queda libre. Con productos enviados a cocina pide motivo y mesas.cancelar o la aprobación de un encargado (header X-Aprobacion)',
        security,
        params: idParamsSchema,
        body: draftCancelarSchema,
        response: { 200: draftResponse },
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      return mutate(request, reply, { operation: `mesas.drafts.cancel:${id}`, clientMutationId: request.body?.clientMutationId, message: 'Mesa cerrada' }, (trx, actor) =>
        cancelDraft(trx, actor, id, request.body?.motivo ?? null),
      );
    },
  );

  r.post(
    '/api/mesas/drafts/:id/finalizar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cobra el draft con sus pagos y lo convierte en venta (origen mesa): la mesa queda libre',
        description:
          'Cuerpo: la lista de pagos [{MedioId, MedioNombre, Monto, Moneda?}], o {Pagos, ClientMutationId, Observaciones}. ' +
          'Aplica las reglas del cobro: caja abierta, pagos que cubran el total, stock. data.ventaId es la venta creada.',
        security,
        params: idParamsSchema,
        body: draftFinalizarSchema,
        response: { 200: okSchema(draftFinalizadoSchema) },
      },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const actor = authorityOf(request);
      const id = request.params.id;
      return replyWithTableEvents(
        app,
        reply,
        { localId: actor.localId, clientMutationId, operation: `mesas.drafts.finalizar:${id}` },
        async (trx) => {
          const { draft, venta, event, more = [] } = await finalizeDraft(trx, actor, id, input);
          return { statusCode: 200, body: ok({ ventaId: venta.id, venta, draft }, 'Mesa finalizada'), events: [event, ...more] };
        },
        // The register's screens learn of the sale as of any other (draftId is for sale drafts only).
        (body) => publishVentasEvent(app, actor.localId, 'VentaFinalizada', saleFinalizedEvent(body.data.venta, null, clientMutationId)),
      );
    },
  );

  r.post(
    '/api/mesas/drafts/limpiar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Cancela los drafts sin cambios en las últimas horasInactividad horas (por defecto 24) que no tienen nada enviado a cocina',
        description:
          'Lo mismo corre cada hora en el servidor con el valor por defecto. Una mesa inactiva con productos enviados a cocina no se cancela: ' +
          'queda abierta y se lista en data.pendientes, con sus productos e importes, para que un encargado la cobre o la cancele.',
        security,
        querystring: limpiarDraftsQuerySchema,
        body: mutationOnlyBodySchema,
        response: { 200: okSchema(draftsLimpiezaSchema) },
      },
    },
    async (request, reply) => {
      const { localId } = request.auth;
      const horas = request.query.horasInactividad;
      return replyWithTableEvents(app, reply, { localId, clientMutationId: request.body?.clientMutationId, operation: `mesas.drafts.limpiar:${horas}` }, async (trx) => {
        const { closed, pendientes: listed } = await sweepIdleDrafts(trx, localId, idleCutoff(new Date(), horas));
        const drafts = closed.map((c) => ({ id: c.event.draftId, numeroMesa: c.event.mesaNumero }));
        const pendientes = listed.map(({ localId: _local, ...p }) => p);
        if (drafts.length > 0) {
          const mesas = closed.map((c) => ({ numero: c.pendiente.numeroMesa, items: c.pendiente.items, total: c.pendiente.total }));
          const abiertas = pendientes.map((p) => ({ numero: p.numeroMesa, total: p.total }));
          await audit(trx, request.auth, { accion: 'cancelar-mesas-inactivas', entidad: 'mesa', despues: { mesas, pendientes: abiertas, horasInactividad: horas }, motivo: null });
        }
        const message = drafts.length === 1 ? 'Se canceló 1 draft inactivo' : `Se cancelaron ${drafts.length} drafts inactivos`;
        return { statusCode: 200, body: ok({ cancelados: drafts.length, drafts, pendientes }, message), events: closed.flatMap((c) => [c.event, ...c.more]) };
      });
    },
  );
}

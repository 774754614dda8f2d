import {
  draftCancelarSchema,
  draftCantidadSchema,
  draftCreateSchema,
  draftDescuentoSchema,
  draftFinalizadoSchema,
  draftFinalizarSchema,
  draftItemAddSchema,
  draftItemDeleteSchema,
  draftAgregadoSchema,
  draftItemsLoteSchema,
  draftLoteResultadoSchema,
  draftMarcharSchema,
  draftNotasSchema,
  draftItemParamsSchema,
  draftPatchSchema,
  draftSchema,
  draftsFinalizadosQuerySchema,
  draftsLimpiezaSchema,
  idParamsSchema,
  limpiarDraftsQuerySchema,
  mesaIdParamsSchema,
  mutationOnlyBodySchema,
} from '@resto/shared/contracts';
import { idleCutoff } from '@resto/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';
import { ok, okSchema } from '../../lib/envelope';
import { conflict } from '../../lib/errors';
import { trustedReply } from '../../lib/trusted-reply';
import { publishVentasEvent, saleFinalizedEvent } from '../../hubs';
import { requestFingerprint, runLineMutations } from '../../plugins/client-mutation';
import { replyWithTableEvents, sendTableEvents } from './drafts.events';
import * as service from './drafts.service';
import { sweepIdleDrafts } from './idle-drafts';
import { precuentaRoutes } from './precuenta.routes';
import { audit, authorityOf, type Authority } from '../auditoria';

const TAGS = ['mesas'];
const ADDED = 'Producto agregado';

/**
 * A comanda add stores, for its replays, what its answer is made of (the draft's row as the add
 * left it and its last item: a few hundred bytes) instead of the answer (the whole comanda).
 */
function addReplay(asOf: service.DraftAsOf, message: string): string {
  return JSON.stringify({ message, row: asOf.row, firstItemId: asOf.firstItemId, lastItemId: asOf.lastItemId });
}

/**
 * A replayed add's first answer: the change that add made (the draft without items as it left it
 * and its lines, as they were then); a line of a batch retried alone answers its batch's change.
 */
async function rebuildAdd(db: Kysely<Database>, replay: string): Promise<unknown> {
  const { message, ...asOf } = JSON.parse(replay) as service.DraftAsOf & { message: string };
  return ok(await service.changeAsOf(db, asOf), message);
}
const security = [{ bearerAuth: [] }];

/**
 * Table drafts (SPEC §7 Draft orders). Every mutation honours ClientMutationId (a repeat returns
 * the first result and publishes nothing) and, once committed, tells /ws/mesas: MesaOpened,
 * PedidoConfirmed, ProductoRemoved or MesaClosed, to the global tables group and the table's.
 */
export async function draftsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const draftResponse = okSchema(draftSchema);
  await precuentaRoutes(app);

  /** One draft change: runs `change` once per ClientMutationId and replies with the draft. */
  const mutate = (
    request: FastifyRequest,
    reply: FastifyReply,
    op: { operation: string; clientMutationId: string | null | undefined; statusCode?: number; message: string },
    change: (trx: Transaction<Database>, actor: Authority) => Promise<service.DraftChange>,
  ) => {
    const actor = authorityOf(request);
    return replyWithTableEvents(app, reply, { localId: actor.localId, clientMutationId: op.clientMutationId, operation: op.operation }, async (trx) => {
      const { draft, event, more = [] } = await change(trx, actor);
      return { statusCode: op.statusCode ?? 200, body: ok(draft, op.message), events: [event, ...more] };
    });
  };

  r.get(
    '/api/mesas/drafts',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Drafts activos del local (obtenerDraftsActivos), por número de mesa', security, response: { 200: okSchema(z.array(draftSchema)) } },
    },
    async (request) => ok(await service.listActiveDrafts(app.db, request.auth.localId)),
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
    async (request) => ok(await service.listFinalizedDrafts(app.db, request.auth.localId, request.query)),
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
    async (request) => ok(await service.getDraftOfMesa(app.db, request.auth.localId, request.params.mesaId)),
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
          (trx, actor) => service.createDraft(trx, actor, mesaId, input),
        );
      } catch (error) {
        // The unique index caught an opening the table lock did not (it should not happen):
        // answer as if the lock had, once the failed transaction is gone.
        if (!isUniqueViolation(error)) throw error;
        const open = await service.getDraftOfMesa(app.db, localId, mesaId);
        throw conflict('DRAFT_ACTIVO_EXISTE', { numero: open?.numeroMesa ?? mesaId }, open ?? undefined);
      }
    },
  );

  r.patch(
    '/api/mesas/drafts/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Cambia comensales, comentario, camarero o cliente del draft', security, params: idParamsSchema, body: draftPatchSchema, response: { 200: draftResponse } },
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const id = request.params.id;
      return mutate(request, reply, { operation: `mesas.drafts.patch:${id}`, clientMutationId, message: 'Draft actualizado' }, (trx, actor) =>
        service.patchDraft(trx, actor, id, input),
      );
    },
  );

  r.post(
    '/api/mesas/drafts/:id/items',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Agrega un producto al draft y lo envía a cocina',
        description:
          'El precio, nombre y unidad salen del producto (PrecioUnitario puede fijar otro precio). Cantidad en unidades, o Peso para productos por peso. ' +
          'Responde el cambio, como el evento PedidoConfirmed: el draft sin sus productos (nueva Version y totales) y el producto agregado.',
        security,
        params: idParamsSchema,
        body: draftItemAddSchema,
        response: { 201: okSchema(draftAgregadoSchema) },
      },
      ...trustedReply(),
    },
    async (request, reply) => {
      const { clientMutationId, ...input } = request.body;
      const id = request.params.id;
      const actor = authorityOf(request);
      const key = { localId: actor.localId, clientMutationId, operation: `mesas.drafts.items.add:${id}`, rebuild: rebuildAdd };
      return replyWithTableEvents(app, reply, key, async (trx) => {
        const { change, event, more = [], asOf } = await service.addItem(trx, actor, id, input);
        return { statusCode: 201, body: ok(change, ADDED), replay: addReplay(asOf, ADDED), events: [event, ...more] };
      });
    },
  );

  r.post(
    '/api/mesas/drafts/:id/items/lote',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Agrega una lista confirmada de productos en una sola operación y la envía a cocina',
        description:
          'Items: cada uno como el cuerpo de POST /mesas/drafts/{id}/items, con su propio ClientMutationId (obligatorio y distinto). ' +
          'Una transacción y un solo evento PedidoConfirmed con los productos agregados. Un producto cuyo ClientMutationId ya se aplicó ' +
          '(reintento del lote o de ese producto) no se agrega de nuevo (aplicado false). Si un producto no es válido no se agrega ninguno.',
        security,
        params: idParamsSchema,
        body: draftItemsLoteSchema,
        response: { 200: okSchema(draftLoteResultadoSchema), 201: okSchema(draftLoteResultadoSchema) },
      },
      ...trustedReply(),
    },
    async (request, reply) => {
      const id = request.params.id;
      const actor = authorityOf(request);
      const items = request.body.items.map((i) => ({ ...i, clientMutationId: i.clientMutationId.trim() }));
      let staged: ReturnType<typeof app.hubs.staged> | null = null;
      const outcome = await runLineMutations(
        app.db,
        // The single add's operation: a line is applied once whichever way it comes.
        {
          localId: actor.localId,
          operation: `mesas.drafts.items.add:${id}`,
          clientMutationIds: items.map((i) => i.clientMutationId),
          // A line's fingerprint is the single add's: the item without its id.
          hashOf: (cmid) => {
            const line = items.find((i) => i.clientMutationId === cmid);
            return line ? requestFingerprint(line) : null;
          },
        },
        async (trx, fresh) => {
          // A run rolled back to be retried must not leave its events behind.
          staged = null;
          const pending = items.filter((i) => fresh.has(i.clientMutationId));
          if (pending.length === 0) {
            const draft = await service.currentDraft(trx, actor.localId, id);
            return { statusCode: 200, body: ok({ draft, items: items.map((i) => ({ clientMutationId: i.clientMutationId, aplicado: false, itemId: null })) }, 'Los productos ya estaban agregados') };
          }
          const { draft, event, more = [], itemIds, asOf } = await service.addItems(
            trx,
            actor,
            id,
            pending.map(({ clientMutationId: _cmid, ...line }) => line),
          );
          staged = app.hubs.staged(trx);
          await sendTableEvents(staged.mesas, actor.localId, [event, ...more], pending[0]!.clientMutationId);
          const added = new Map(pending.map((i, index) => [i.clientMutationId, itemIds[index]!]));
          const lineas = items.map((i) => ({ clientMutationId: i.clientMutationId, aplicado: added.has(i.clientMutationId), itemId: added.get(i.clientMutationId) ?? null }));
          const message = pending.length === 1 ? 'Producto agregado' : `${pending.length} productos agregados`;
          // What a later single add with one of these ids gets back: the draft, as a replay.
          return { statusCode: 201, body: ok({ draft, items: lineas }, message), lineReplay: addReplay(asOf, ADDED) };
        },
      );
      (staged as ReturnType<typeof app.hubs.staged> | null)?.deliver();
      return reply.code(outcome.statusCode === 201 ? 201 : 200).send(outcome.body);
    },
  );

  r.patch(
    '/api/mesas/drafts/:id/items/:itemId/notas',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Cambia la nota de un producto del draft (también en su pedido pendiente de cocina)', security, params: draftItemParamsSchema, body: draftNotasSchema, response: { 200: draftResponse } },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      return mutate(
        request,
        reply,
        { operation: `mesas.drafts.items.notas:${id}:${itemId}`, clientMutationId: request.body.clientMutationId, message: 'Nota actualizada' },
        (trx, actor) => service.changeNotas(trx, actor, id, itemId, request.body.notas),
      );
    },
  );

  r.patch(
    '/api/mesas/drafts/:id/items/:itemId/cantidad',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Cambia la cantidad (o el peso) de un producto del draft. Bajarla en uno ya enviado a cocina pide mesas.cancelar o la aprobación de un encargado (header X-Aprobacion)', security, params: draftItemParamsSchema, body: draftCantidadSchema, response: { 200: draftResponse } },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      return mutate(
        request,
        reply,
        { operation: `mesas.drafts.items.cantidad:${id}:${itemId}`, clientMutationId: request.body.clientMutationId, message: 'Cantidad actualizada' },
        (trx, actor) => service.changeQuantity(trx, actor, id, itemId, request.body.cantidad),
      );
    },
  );

  r.delete(
    '/api/mesas/drafts/:id/items/:itemId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Elimina un producto con su motivo: queda en el draft como eliminado y se puede restaurar. Uno ya enviado a cocina (no en espera) pide mesas.cancelar o la aprobación de un encargado (header X-Aprobacion)',
        security,
        params: draftItemParamsSchema,
        body: draftItemDeleteSchema,
        response: { 200: draftResponse },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      return mutate(
        request,
        reply,
        { operation: `mesas.drafts.items.delete:${id}:${itemId}`, clientMutationId: request.body.clientMutationId, message: 'Producto eliminado correctamente' },
        (trx, actor) => service.deleteItem(trx, actor, id, itemId, request.body.motivoEliminacion),
      );
    },
  );

  r.post(
    '/api/mesas/drafts/:id/marchar',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Marcha a cocina los productos en espera: los de un tiempo (curso), los indicados (itemIds) o todos',
        description:
          'Issue 16: una línea en espera llega a cocina en gris y no se imprime; al marcharla se imprime su comanda (MARCHAR <tiempo>) ' +
          'y cada dispositivo lo ve (PedidoConfirmed de la mesa y PedidoChanged de cada pedido de cocina). Sin líneas en espera: 409.',
        security,
        params: idParamsSchema,
        body: draftMarcharSchema,
        response: { 200: draftResponse },
      },
    },
    async (request, reply) => {
      const { clientMutationId, curso, itemIds } = request.body;
      const id = request.params.id;
      return mutate(request, reply, { operation: `mesas.drafts.marchar:${id}`, clientMutationId, message: 'Marchado a cocina' }, (trx, actor) =>
        service.fireItems(trx, actor, id, { curso, itemIds }),
      );
    },
  );

  r.post(
    '/api/mesas/drafts/:id/items/:itemId/restaurar',
    {
      preHandler: app.authenticate,
      schema: { tags: TAGS, summary: 'Restaura un producto eliminado del draft', security, params: draftItemParamsSchema, body: mutationOnlyBodySchema, response: { 200: draftResponse } },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      return mutate(
        request,
        reply,
        { operation: `mesas.drafts.items.restore:${id}:${itemId}`, clientMutationId: request.body?.clientMutationId, message: 'Producto restaurado' },
        (trx, actor) => service.restoreItem(trx, actor, id, itemId),
      );
    },
  );

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
        service.setDiscount(trx, actor, id, input),
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
        service.cancelDraft(trx, actor, id, request.body?.motivo ?? null),
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
          const { draft, venta, event, more = [] } = await service.finalizeDraft(trx, actor, id, input);
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

import { draftAgregadoSchema, draftItemAddSchema, draftItemsLoteSchema, draftLoteResultadoSchema, idParamsSchema } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ok, okSchema } from '../../lib/envelope';
import { trustedReply } from '../../lib/trusted-reply';
import { requestFingerprint, runLineMutations } from '../../plugins/client-mutation';
import { authorityOf } from '../auditoria';
import { replyWithTableEvents, sendTableEvents } from './drafts.events';
import { addItem, addItems, changeAsOf, type DraftAsOf } from './drafts-items.service';
import { security, TAGS } from './drafts-mutation';
import { currentDraft } from './drafts.service';

const ADDED = 'Producto agregado';

/**
 * A comanda add stores, for its replays, what its answer is made of (the draft's row as the add
 * left it and its last item: a few hundred bytes) instead of the answer (the whole comanda).
 */
function addReplay(asOf: DraftAsOf, message: string): string {
  return JSON.stringify({ message, row: asOf.row, firstItemId: asOf.firstItemId, lastItemId: asOf.lastItemId });
}

/**
 * A replayed add's first answer: the change that add made (the draft without items as it left it
 * and its lines, as they were then); a line of a batch retried alone answers its batch's change.
 */
async function rebuildAdd(db: Kysely<Database>, replay: string): Promise<unknown> {
  const { message, ...asOf } = JSON.parse(replay) as DraftAsOf & { message: string };
  return ok(await changeAsOf(db, asOf), message);
}

/** Adding to a comanda: one item, or a confirmed batch in one operation. */
export async function draftItemsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
        const { change, event, more = [], asOf } = await addItem(trx, actor, id, input);
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
            const draft = await currentDraft(trx, actor.localId, id);
            return {
              statusCode: 200,
              body: ok({ draft, items: items.map((i) => ({ clientMutationId: i.clientMutationId, aplicado: false, itemId: null })) }, 'Los productos ya estaban agregados'),
            };
          }
          const {
            draft,
            event,
            more = [],
            itemIds,
            asOf,
          } = await addItems(
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
}

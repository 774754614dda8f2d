import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { StagedHubEvents } from '../../hubs';
import type { MutationKey, MutationResult } from '../../plugins/client-mutation';
import { sendTableEvents } from './drafts.events';
import { replyWithMutation } from '../local';
import type { ReservaChange } from './reservas.service';

/**
 * `replyWithMutation` for reservation changes: once committed, /ws/mesas hears `ReservaChanged`
 * (and `MesaOpened` when a seating opened the table's draft). Other api instances get them
 * through the transaction (NOTIFY on commit); this instance's sockets after the commit. A replay
 * publishes nothing.
 */
export async function replyWithReservaEvents<B>(
  app: FastifyInstance,
  reply: FastifyReply,
  key: MutationKey,
  work: (trx: Transaction<Database>) => Promise<MutationResult<B> & { change: ReservaChange }>,
): Promise<FastifyReply> {
  let staged: StagedHubEvents | null = null;
  return replyWithMutation(
    reply,
    app.db,
    key,
    async (trx) => {
      staged = null;
      const { change, ...result } = await work(trx);
      staged = app.hubs.staged(trx);
      const cmid = key.clientMutationId?.trim() || null;
      if (change.draft) await sendTableEvents(staged.mesas, key.localId, [change.draft.event], cmid);
      await staged.mesas.reservaChanged(key.localId, { reserva: change.reserva, clientMutationId: cmid });
      return result;
    },
    () => (staged as StagedHubEvents | null)?.deliver(),
  );
}

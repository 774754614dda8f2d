import type { DraftMotivoCierre } from '@resto/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { MutationKey, MutationResult } from '../../plugins/client-mutation';
import { replyWithMutation } from '../local/mutation-reply';

/** A /ws/mesas event a committed draft change owes to the venue's table screens. */
export type TableEvent =
  | { type: 'MesaOpened' | 'PedidoConfirmed'; mesaNumero: number; mesaId: number; draftId: number; ultimaActualizacion: string }
  | { type: 'ProductoRemoved'; mesaNumero: number; mesaId: number; draftId: number; itemId: number; ultimaActualizacion: string }
  | { type: 'MesaClosed'; mesaNumero: number; mesaId: number; draftId: number; motivo: DraftMotivoCierre; ventaId: number | null };

/**
 * Pushes the events to the global tables group and each table's group. Called after the commit
 * and only for mutations that were not replayed; a failed push is logged, never turned into a
 * failed request (screens re-read their drafts on reconnect).
 */
export function publishTableEvents(app: FastifyInstance, localId: number, events: readonly TableEvent[], clientMutationId: string | null | undefined): void {
  const cmid = clientMutationId?.trim() || null;
  for (const event of events) {
    let sent: Promise<void>;
    switch (event.type) {
      case 'MesaOpened':
        sent = app.hubs.mesas.mesaOpened(localId, { ...event, clientMutationId: cmid });
        break;
      case 'PedidoConfirmed':
        sent = app.hubs.mesas.pedidoConfirmed(localId, { ...event, clientMutationId: cmid });
        break;
      case 'ProductoRemoved':
        sent = app.hubs.mesas.productoRemoved(localId, { ...event, clientMutationId: cmid });
        break;
      case 'MesaClosed':
        sent = app.hubs.mesas.mesaClosed(localId, { ...event, clientMutationId: cmid });
        break;
    }
    sent.catch((error: unknown) => app.log.error({ err: error, event }, 'no se pudo publicar el evento de mesas'));
  }
}

/**
 * `replyWithMutation` for changes that owe table events: `work` returns its result and the
 * events, published after the commit unless the call was a replay.
 */
export async function replyWithTableEvents<B>(
  app: FastifyInstance,
  reply: FastifyReply,
  key: MutationKey,
  work: (trx: Transaction<Database>) => Promise<MutationResult<B> & { events: readonly TableEvent[] }>,
  onApplied?: (body: B) => void,
): Promise<FastifyReply> {
  let events: readonly TableEvent[] = [];
  return replyWithMutation(
    reply,
    app.db,
    key,
    async (trx) => {
      const { events: owed, ...result } = await work(trx);
      events = owed;
      return result;
    },
    (body) => {
      publishTableEvents(app, key.localId, events, key.clientMutationId);
      onApplied?.(body);
    },
  );
}

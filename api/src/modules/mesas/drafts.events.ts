import type { DraftItem, DraftMotivoCierre, DraftSinItems, Pedido, Reserva } from '@resto/shared/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { StagedHubEvents } from '../../hubs';
import type { MutationKey, MutationResult } from '../../plugins/client-mutation';
import { replyWithMutation } from '../local';

/**
 * A /ws/mesas event a committed draft change owes to the venue's table screens: the draft's
 * version after the change and, for an open draft, its data and the items that changed.
 */
export type TableEvent =
  | { type: 'MesaOpened'; mesaNumero: number; mesaId: number; draftId: number; ultimaActualizacion: string; version: number; draft: DraftSinItems }
  | { type: 'PedidoConfirmed'; mesaNumero: number; mesaId: number; draftId: number; ultimaActualizacion: string; version: number; draft: DraftSinItems; items: DraftItem[] }
  | {
      type: 'ProductoRemoved';
      mesaNumero: number;
      mesaId: number;
      draftId: number;
      itemId: number;
      ultimaActualizacion: string;
      version: number;
      draft: DraftSinItems;
      items: DraftItem[];
    }
  | { type: 'MesaClosed'; mesaNumero: number; mesaId: number; draftId: number; motivo: DraftMotivoCierre; ventaId: number | null; version: number }
  /** The reservation seated at a table whose draft ended, now finalizada. */
  | { type: 'ReservaChanged'; reserva: Reserva }
  /** The kitchen order a change created or touched (a round extending it, or fired lines). */
  | { type: 'PedidoChanged'; pedido: Pedido };

/** Sends the events through `mesas` (the publisher, or one staged in a transaction). */
export async function sendTableEvents(mesas: FastifyInstance['hubs']['mesas'], localId: number, events: readonly TableEvent[], cmid: string | null): Promise<void> {
  for (const event of events) {
    switch (event.type) {
      case 'MesaOpened':
        await mesas.mesaOpened(localId, { ...event, clientMutationId: cmid });
        break;
      case 'PedidoConfirmed':
        await mesas.pedidoConfirmed(localId, { ...event, clientMutationId: cmid });
        break;
      case 'ProductoRemoved':
        await mesas.productoRemoved(localId, { ...event, clientMutationId: cmid });
        break;
      case 'MesaClosed':
        await mesas.mesaClosed(localId, { ...event, clientMutationId: cmid });
        break;
      case 'ReservaChanged':
        await mesas.reservaChanged(localId, { reserva: event.reserva, clientMutationId: cmid });
        break;
      case 'PedidoChanged':
        await mesas.pedidoChanged(localId, { pedido: event.pedido, clientMutationId: cmid });
        break;
    }
  }
}

/**
 * Pushes the events to the global tables group and each table's group, after the commit (the
 * idle cleanup's). A failed push is logged, never turned into a failed request (screens re-read
 * their drafts on reconnect).
 */
export function publishTableEvents(app: FastifyInstance, localId: number, events: readonly TableEvent[], clientMutationId: string | null | undefined): void {
  sendTableEvents(app.hubs.mesas, localId, events, clientMutationId?.trim() || null).catch((error: unknown) =>
    app.log.error({ err: error, events: events.map((e) => e.type) }, 'no se pudo publicar el evento de mesas'),
  );
}

/**
 * `replyWithMutation` for changes that owe table events: `work` returns its result and the
 * events. Other api instances get them through the transaction itself (NOTIFY on commit on
 * PostgreSQL, so a crash after the commit cannot lose them); this instance's sockets get them
 * after the commit. A replay publishes nothing.
 */
export async function replyWithTableEvents<B>(
  app: FastifyInstance,
  reply: FastifyReply,
  key: MutationKey,
  work: (trx: Transaction<Database>) => Promise<MutationResult<B> & { events: readonly TableEvent[] }>,
  onApplied?: (body: B) => void,
): Promise<FastifyReply> {
  let staged: StagedHubEvents | null = null;
  return replyWithMutation(
    reply,
    app.db,
    key,
    async (trx) => {
      staged = null;
      const { events, ...result } = await work(trx);
      staged = app.hubs.staged(trx);
      await sendTableEvents(staged.mesas, key.localId, events, key.clientMutationId?.trim() || null);
      return result;
    },
    (body) => {
      (staged as StagedHubEvents | null)?.deliver();
      onApplied?.(body);
    },
  );
}

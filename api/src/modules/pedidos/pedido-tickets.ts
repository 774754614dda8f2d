import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueKitchenTickets } from '../impresion';
import type { PedidoItemRow } from './pedido-lineas.repository';

type Db = Kysely<Database>;

/** The order as its kitchen ticket names it. */
export interface DirectOrderTicket {
  id: number;
  numero: number;
  usuarioId: number;
  notas: string | null;
}

/**
 * Queues the kitchen tickets of a counter, takeaway or delivery order as it reaches the kitchen
 * (taken now, or released at its booked time), one per station, in the caller's transaction; a
 * combo line prints each component at its own station, as a table's round does.
 */
export async function printDirectOrder(db: Db, localId: number, order: DirectOrderTicket, items: readonly PedidoItemRow[], at: string): Promise<void> {
  await enqueueKitchenTickets(
    db,
    { localId, userId: order.usuarioId },
    { pedidoId: order.id, draftId: null, mesaNumero: null, pedidoNumero: order.numero, notas: order.notas },
    items
      .filter((i) => !i.eliminado)
      .map((i) => ({
        id: i.id,
        productoId: i.productoId,
        productoNombre: i.productoNombre,
        unidadMedida: i.unidadMedida,
        cantidadMilli: i.cantidadMilli,
        notas: i.notas,
        eliminado: false,
        modificadores: i.modificadores,
        componentes: i.componentes ?? null,
      })),
    at,
  );
}

import type { Pedido } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueKitchenTickets } from '../impresion';
import { getVenue, userNames } from '../local';
import { shapePedido } from './pedidos.mapper';
import * as lineas from './pedido-lineas.repository';
import * as repo from './pedidos.repository';

/*
 * The kitchen side of a table's comanda: each confirmed batch is the table's next round, a later
 * change to an item reaches the line the kitchen holds, and held lines wait until they are fired.
 * Every function runs in the comanda's transaction, with the comanda locked.
 */

type Db = Kysely<Database>;

/** The table draft an item belongs to, as the kitchen needs it. */
export interface KitchenDraft {
  id: number;
  mesaId: number | null;
  mesaNumero: number;
  clienteId: number | null;
  /** The customer's name (the draft joins it in); null without a customer. */
  clienteNombre: string | null;
}

/** A draft item as the kitchen needs it; `cantidadMilli` 0 or `eliminado` means none is wanted. */
export interface KitchenItem {
  id: number;
  productoId: number;
  productoNombre: string;
  unidadMedida: lineas.PedidoItemRow['unidadMedida'];
  cantidadMilli: number;
  precioUnitario: number;
  notas: string | null;
  eliminado: boolean;
  /** The options (JSON text), the course, and held until the waiter fires it. */
  modificadores?: string | null;
  curso?: string | null;
  enEspera?: boolean;
  /** A combo's components (JSON text): the kitchen's copy names them, each ticket at its component's station. */
  componentes?: string | null;
}

/**
 * Brings the kitchen in line with a draft item after it was changed, deleted or restored (in the
 * draft's transaction, with the draft locked). What the kitchen already took stays; the rest of
 * the wanted quantity is the item's line in the pending round that holds it, struck when nothing
 * is left to make. More of it than the kitchen has (a quantity raised after the kitchen took the
 * line) is a new round of its own (the kitchen sees what is new).
 */
export async function syncKitchenItem(db: Db, actor: { localId: number; userId: number }, draft: KitchenDraft, item: KitchenItem, at: string): Promise<void> {
  if (item.enEspera) {
    // A held line was never printed nor made: its line follows it, wherever it waits.
    const held = await lineas.findHeldLine(db, actor.localId, draft.id, item.id);
    if (held) {
      await lineas.updateLine(db, held.id, { cantidadMilli: item.cantidadMilli, eliminado: item.eliminado });
      await repo.updatePedido(db, actor.localId, held.pedidoId, at);
      return;
    }
  }
  const found = await lineas.findPendingLineOfItem(db, actor.localId, draft.id, item.id);
  // A deleted item prints at its station marked ANULADO, so the kitchen stops it.
  if (item.eliminado) await enqueueKitchenTickets(db, actor, { pedidoId: found?.pedidoId ?? 0, draftId: draft.id, mesaNumero: draft.mesaNumero }, [item], at);
  const taken = await lineas.quantityTakenByKitchen(db, item.id);
  const wanted = item.eliminado ? 0 : Math.max(0, item.cantidadMilli - taken);
  // A quantity changed (or an item restored) after it was sent prints the difference ('+1', '-2').
  const sent = taken + (found && !found.line.eliminado ? found.line.cantidadMilli : 0);
  const change = item.eliminado ? 0 : item.cantidadMilli - sent;
  // The line's round: the pending one that holds it, or a new one for what is still wanted.
  const pedidoId = found?.pedidoId ?? (wanted > 0 ? (await insertTableOrder(db, actor, draft, at)).id : 0);
  if (change !== 0) await enqueueKitchenTickets(db, actor, { pedidoId, draftId: draft.id, mesaNumero: draft.mesaNumero }, [{ ...item, cambioMilli: change }], at);
  if (found) {
    await lineas.updateLine(db, found.line.id, wanted > 0 ? { cantidadMilli: wanted, eliminado: false } : { cantidadMilli: found.line.cantidadMilli, eliminado: true });
    await repo.updatePedido(db, actor.localId, found.pedidoId, at);
    return;
  }
  if (wanted === 0) return;
  await lineas.insertItem(db, {
    pedidoId,
    draftItemId: item.id,
    productoId: item.productoId,
    productoNombre: item.productoNombre,
    unidadMedida: item.unidadMedida,
    cantidadMilli: wanted,
    precioUnitario: item.precioUnitario,
    notas: item.notas,
    modificadores: item.modificadores ?? null,
    curso: item.curso ?? null,
    enEspera: item.enEspera ?? false,
    componentes: item.componentes ?? null,
  });
}

/** A new pending kitchen order of a table's draft (tipo mesa, canal presencial). */
function insertTableOrder(db: Db, actor: { localId: number; userId: number }, draft: KitchenDraft, at: string): Promise<repo.PedidoRow> {
  return repo.insertPedidoRow(db, actor.localId, {
    tipo: 'mesa',
    estado: 'pendiente',
    canal: 'presencial',
    mesaId: draft.mesaId,
    mesaNumero: draft.mesaNumero,
    draftId: draft.id,
    clienteId: draft.clienteId,
    notas: null,
    usuarioId: actor.userId,
    fechaCreacion: at,
    fechaActualizacion: at,
  });
}

/**
 * Items just confirmed on a draft (in its transaction, the draft locked): a new kitchen order, the
 * table's next round, with all of each (a confirmation never joins an earlier round, so
 * the kitchen sees what is new even before it starts the previous one). One pass for a whole
 * batch: the order and its lines go in one statement each. Returns the new order as `getPedido`
 * would read it (for its PedidoChanged), shaped from what was written instead of read back.
 */
export async function addKitchenItems(db: Db, actor: { localId: number; userId: number }, draft: KitchenDraft, items: readonly KitchenItem[], at: string): Promise<Pedido | null> {
  const wanted = items.filter((i) => !i.eliminado && i.cantidadMilli > 0);
  if (wanted.length === 0) return null;
  const order = await insertTableOrder(db, actor, draft, at);
  const lines = await lineas.insertItemRows(
    db,
    wanted.map((item) => ({
      pedidoId: order.id,
      draftItemId: item.id,
      productoId: item.productoId,
      productoNombre: item.productoNombre,
      unidadMedida: item.unidadMedida,
      cantidadMilli: item.cantidadMilli,
      precioUnitario: item.precioUnitario,
      notas: item.notas,
      modificadores: item.modificadores ?? null,
      curso: item.curso ?? null,
      enEspera: item.enEspera ?? false,
      componentes: item.componentes ?? null,
    })),
  );
  // The round's kitchen tickets, one per station, in the same transaction; a held line
  // prints when it is fired.
  await enqueueKitchenTickets(
    db,
    actor,
    { pedidoId: order.id, draftId: draft.id, mesaNumero: draft.mesaNumero, ronda: () => roundOf(db, draft.id, order.id) },
    wanted.filter((i) => !i.enEspera),
    at,
  );
  const venue = await getVenue(db, actor.localId);
  const users = await userNames(db, [actor.userId]);
  const clientes = new Map<number, string>();
  if (draft.clienteId !== null) {
    clientes.set(draft.clienteId, draft.clienteNombre ?? '');
  }
  return shapePedido(order, lines, venue, users, await repo.countRounds(db, draft.id), clientes);
}

/**
 * Fires held draft items, in the draft's transaction: each one's held line is no longer
 * held; a line whose order the kitchen already moved on goes to a new order (the table's next
 * round), so the kitchen sees it as new. Their tickets print now, marked
 * with the course. Returns the ids of the orders that changed.
 */
export async function fireKitchenItems(
  db: Db,
  actor: { localId: number; userId: number },
  draft: KitchenDraft,
  items: readonly KitchenItem[],
  curso: string | null,
  at: string,
): Promise<number[]> {
  const touched = new Set<number>();
  const fired: KitchenItem[] = [];
  let newRoundId: number | null = null;
  for (const item of items) {
    const held = await lineas.findHeldLine(db, actor.localId, draft.id, item.id);
    if (!held) continue;
    let target = held.pedidoId;
    if (held.estado !== 'pendiente') {
      touched.add(held.pedidoId);
      newRoundId ??= (await insertTableOrder(db, actor, draft, at)).id;
      target = newRoundId;
    }
    await lineas.fireLine(db, held.id, target);
    touched.add(target);
    if (!held.eliminado) fired.push({ ...item, enEspera: false });
  }
  for (const id of touched) await repo.updatePedido(db, actor.localId, id, at);
  const [first] = touched;
  if (first !== undefined && fired.length > 0) {
    const pedidoId = newRoundId ?? first;
    await enqueueKitchenTickets(db, actor, { pedidoId, draftId: draft.id, mesaNumero: draft.mesaNumero, marcha: curso, ronda: () => roundOf(db, draft.id, pedidoId) }, fired, at);
  }
  return [...touched];
}

/** A table order's round: its place among the table's orders, as every screen numbers it. */
async function roundOf(db: Db, draftId: number, pedidoId: number): Promise<number> {
  return (await repo.roundsOfDrafts(db, [draftId])).get(pedidoId) ?? 1;
}

/** A draft item's new note reaches its line in the pending round that holds it, if the kitchen has not taken it. */
export async function syncKitchenNotas(db: Db, localId: number, draftId: number, draftItemId: number, notas: string | null, at: string): Promise<void> {
  const found = await lineas.findPendingLineOfItem(db, localId, draftId, draftItemId);
  if (!found) return;
  await lineas.updateLineNotas(db, found.pedidoId, draftItemId, notas);
  await repo.updatePedido(db, localId, found.pedidoId, at);
}

/** A cancelled table: what the kitchen had not finished is cancelled too. */
export async function cancelKitchenOrdersOfDraft(db: Db, localId: number, draftId: number, at: string): Promise<void> {
  await repo.changeEstadoOfDraft(db, localId, draftId, ['pendiente', 'preparacion'], 'cancelado', at);
}

/** A finalized table: its orders show the sale they ended in. */
export async function linkKitchenOrdersToVenta(db: Db, localId: number, draftId: number, ventaId: number, at: string): Promise<void> {
  await repo.linkVenta(db, localId, draftId, ventaId, at);
}

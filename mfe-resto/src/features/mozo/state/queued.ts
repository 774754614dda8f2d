import type { Draft } from '@resto/shared/contracts';
import { lineAmount, QUANTITY_SCALE, toMinor, type WaiterTable } from '@resto/shared/rules';
import type { OutboxEntry, OutboxOp } from './outbox/outbox-types';

/**
 * What the outbox still holds for one table, so the screens show the waiter's changes at once
 * (marked as waiting) instead of the server's older state.
 */
export interface QueuedForTable {
  open: (Extract<OutboxOp, { kind: 'abrirMesa' }> & { createdAt: string }) | null;
  adds: (Extract<OutboxOp, { kind: 'agregarProducto' }> & { entryId: string })[];
  /** Item ids whose deletion is waiting. */
  deletes: Map<number, string>;
  /** Item ids whose new note is waiting (null: clearing it). */
  notes: Map<number, string | null>;
  /** undefined: no change waiting; null: removal of the customer waiting. */
  cliente: { id: number; nombre: string } | null | undefined;
  close: boolean;
  count: number;
}

export function queuedFor(entries: readonly OutboxEntry[], mesaId: number): QueuedForTable {
  const q: QueuedForTable = { open: null, adds: [], deletes: new Map(), notes: new Map(), cliente: undefined, close: false, count: 0 };
  for (const e of entries) {
    const op = e.op;
    if (op.mesaId !== mesaId) continue;
    q.count += 1;
    switch (op.kind) {
      case 'abrirMesa':
        q.open = { ...op, createdAt: e.createdAt };
        q.close = false;
        break;
      case 'agregarProducto':
        q.adds.push({ ...op, entryId: e.id });
        break;
      case 'eliminarProducto':
        q.deletes.set(op.itemId, op.motivo);
        break;
      case 'cambiarNota':
        q.notes.set(op.itemId, op.notas);
        break;
      case 'cambiarCliente':
        q.cliente = op.clienteId === null ? null : { id: op.clienteId, nombre: op.clienteNombre ?? '' };
        break;
      case 'cerrarMesa':
        q.close = true;
        q.open = null;
        q.adds = [];
        break;
      case 'marchar':
        break;
    }
  }
  return q;
}

const addedMinor = (adds: QueuedForTable['adds'], currency: string) =>
  adds.reduce((sum, a) => sum + lineAmount(toMinor(a.precio, currency), Math.round(a.cantidad * QUANTITY_SCALE)), 0);

export interface TableView extends WaiterTable {
  /** Something of this table is still waiting to be sent. */
  waiting: boolean;
  /** The running total in minor units (server total plus products waiting to be sent). */
  totalMinor: number | null;
  openedAt: string | null;
}

/** A table card as the waiter expects it after their own (maybe unsent) changes; amounts in the venue's `currency`. */
export function tableView(table: WaiterTable, q: QueuedForTable, currency: string): TableView {
  if (q.close) return { ...table, estado: table.estado === 'ocupada' ? 'libre' : table.estado, comensales: null, pedido: null, waiting: true, totalMinor: null, openedAt: null };
  if (!table.pedido && q.open) {
    return { ...table, estado: 'ocupada', comensales: q.open.comensales, waiting: true, totalMinor: addedMinor(q.adds, currency), openedAt: q.open.createdAt };
  }
  if (!table.pedido) return { ...table, waiting: q.count > 0, totalMinor: null, openedAt: null };
  return { ...table, waiting: q.count > 0, totalMinor: toMinor(table.pedido.total, currency) + addedMinor(q.adds, currency), openedAt: table.pedido.fechaApertura };
}

export interface OrderLine {
  key: string;
  itemId: number | null;
  nombre: string;
  cantidad: number;
  unidadMedida: string;
  notas: string | null;
  subtotalMinor: number;
  /** The price list that priced a sent line (its name), as the api kept it; null at the product's own price or not sent yet. */
  listaPrecio: string | null;
  eliminado: boolean;
  motivo: string | null;
  waiting: boolean;
  /** The options' names ('A punto, Queso'), the course, and held until fired. */
  detalle: string | null;
  curso: string | null;
  enEspera: boolean;
}

/** What a sent line shows under its name: a combo's components, then its options ('Empanada, Milanesa, Agua, A punto'). */
function lineDetail(i: { modificadores?: readonly { nombre: string }[] | undefined; componentes?: readonly { nombre: string }[] | undefined }): string | null {
  const names = [...(i.componentes ?? []), ...(i.modificadores ?? [])].map((m) => m.nombre);
  return names.length > 0 ? names.join(', ') : null;
}

/** 'PRODUCTOS PEDIDOS': the draft's items (deleted ones kept) and then the products waiting to be sent. */
export function orderLines(draft: Draft | null, q: QueuedForTable, currency: string): OrderLine[] {
  const lines: OrderLine[] = (draft?.items ?? []).map((i) => {
    const pendingDelete = q.deletes.get(i.id);
    const pendingNote = q.notes.get(i.id);
    return {
      key: `item-${i.id}`,
      itemId: i.id,
      nombre: i.nombre,
      cantidad: i.cantidad,
      unidadMedida: i.unidadMedida,
      notas: pendingNote !== undefined ? pendingNote : i.notas,
      subtotalMinor: toMinor(i.subtotalItem, currency),
      listaPrecio: i.listaPrecio ?? null,
      eliminado: i.eliminado || pendingDelete !== undefined,
      motivo: i.motivoEliminacion ?? pendingDelete ?? null,
      waiting: !i.eliminado && (pendingDelete !== undefined || pendingNote !== undefined),
      detalle: lineDetail(i),
      curso: i.curso ?? null,
      enEspera: i.enEspera ?? false,
    };
  });
  for (const a of q.adds) {
    lines.push({
      key: `queued-${a.entryId}`,
      itemId: null,
      nombre: a.nombre,
      cantidad: a.cantidad,
      unidadMedida: a.unidadMedida ?? 'unidad',
      notas: a.notas,
      subtotalMinor: lineAmount(toMinor(a.precio, currency), Math.round(a.cantidad * QUANTITY_SCALE)),
      listaPrecio: null,
      eliminado: false,
      motivo: null,
      waiting: true,
      detalle: a.detalle ?? null,
      curso: a.curso ?? null,
      enEspera: a.enEspera ?? false,
    });
  }
  return lines;
}

/** The order's total: the server's (with its discounts) adjusted by what is still waiting. */
export function orderTotalMinor(draft: Draft | null, q: QueuedForTable, currency: string): number {
  let total = draft ? toMinor(draft.total, currency) : 0;
  for (const i of draft?.items ?? []) if (!i.eliminado && q.deletes.has(i.id)) total -= toMinor(i.subtotalItem, currency);
  return Math.max(0, total + addedMinor(q.adds, currency));
}

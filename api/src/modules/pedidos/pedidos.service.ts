import { isSoldByWeight, type Pedido, type PedidoCanal, type PedidoEstado, type PedidoTipo, type PedidosConfig } from '@resto/shared/contracts';
import {
  canChangePedidoEstado,
  CRITICAL_ORDER_MINUTES,
  CRITICAL_ORDER_REFRESH_MS,
  dateTimeInZone,
  fromMinor,
  isValidRange,
  lineAmount,
  PEDIDO_ESTADOS_EN_CURSO,
  QUANTITY_SCALE,
  zonedRange,
} from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { findCliente } from '../clientes';
import { resolveLines, chargeSale } from '../ventas';
import { getVenue, userNames } from '../local';
import * as repo from './pedidos.repository';
import { enqueueKitchenTickets } from '../impresion';
import { modifierIds, modifiersOf, modifiersText } from '../productos';

type Db = Kysely<Database>;

const ESTADO_LABEL: Record<PedidoEstado, string> = {
  pendiente: 'pendiente',
  preparacion: 'en preparación',
  listo: 'listo',
  entregado: 'entregado',
  cancelado: 'cancelado',
};

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
  unidadMedida: repo.PedidoItemRow['unidadMedida'];
  cantidadMilli: number;
  precioUnitario: number;
  notas: string | null;
  eliminado: boolean;
  /** Issue 16: the options (JSON text), the course, and held until the waiter fires it. */
  modificadores?: string | null;
  curso?: string | null;
  enEspera?: boolean;
}

/**
 * Brings the kitchen in line with a draft item after it was changed, deleted or restored (in the
 * draft's transaction, with the draft locked). What the kitchen already took stays; the rest of
 * the wanted quantity is the item's line in the pending round that holds it, struck when nothing
 * is left to make. More of it than the kitchen has (a quantity raised after the kitchen took the
 * line) is a new round of its own (issue 10: the kitchen sees what is new).
 */
export async function syncKitchenItem(db: Db, actor: { localId: number; userId: number }, draft: KitchenDraft, item: KitchenItem, at: string): Promise<void> {
  if (item.enEspera) {
    // Issue 16: a held line was never printed nor made: its line follows it, wherever it waits.
    const held = await repo.findHeldLine(db, actor.localId, draft.id, item.id);
    if (held) {
      await repo.updateLine(db, held.id, { cantidadMilli: item.cantidadMilli, eliminado: item.eliminado });
      await repo.updatePedido(db, actor.localId, held.pedidoId, at);
      return;
    }
  }
  const found = await repo.findPendingLineOfItem(db, actor.localId, draft.id, item.id);
  // Issue 15: a deleted item prints at its station marked ANULADO, so the kitchen stops it.
  if (item.eliminado) await enqueueKitchenTickets(db, actor, { pedidoId: found?.pedidoId ?? 0, draftId: draft.id, mesaNumero: draft.mesaNumero }, [item], at);
  const taken = await repo.quantityTakenByKitchen(db, item.id);
  const wanted = item.eliminado ? 0 : Math.max(0, item.cantidadMilli - taken);
  // Issue 15: a quantity changed (or an item restored) after it was sent prints the difference ('+1', '-2').
  const sent = taken + (found && !found.line.eliminado ? found.line.cantidadMilli : 0);
  const change = item.eliminado ? 0 : item.cantidadMilli - sent;
  // The line's round: the pending one that holds it, or a new one for what is still wanted.
  const pedidoId = found?.pedidoId ?? (wanted > 0 ? (await insertTableOrder(db, actor, draft, at)).id : 0);
  if (change !== 0) await enqueueKitchenTickets(db, actor, { pedidoId, draftId: draft.id, mesaNumero: draft.mesaNumero }, [{ ...item, cambioMilli: change }], at);
  if (found) {
    await repo.updateLine(db, found.line.id, wanted > 0 ? { cantidadMilli: wanted, eliminado: false } : { cantidadMilli: found.line.cantidadMilli, eliminado: true });
    await repo.updatePedido(db, actor.localId, found.pedidoId, at);
    return;
  }
  if (wanted === 0) return;
  await repo.insertItem(db, {
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
 * table's next round, with all of each (issue 10: a confirmation never joins an earlier round, so
 * the kitchen sees what is new even before it starts the previous one). One pass for a whole
 * batch: the order and its lines go in one statement each. Returns the new order as `getPedido`
 * would read it (for its PedidoChanged), shaped from what was written instead of read back.
 */
export async function addKitchenItems(db: Db, actor: { localId: number; userId: number }, draft: KitchenDraft, items: readonly KitchenItem[], at: string): Promise<Pedido | null> {
  const wanted = items.filter((i) => !i.eliminado && i.cantidadMilli > 0);
  if (wanted.length === 0) return null;
  const order = await insertTableOrder(db, actor, draft, at);
  const lines = await repo.insertItemRows(
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
    })),
  );
  // Issue 15: the round's kitchen tickets, one per station, in the same transaction; a held line
  // (issue 16) prints when it is fired.
  await enqueueKitchenTickets(db, actor, { pedidoId: order.id, draftId: draft.id, mesaNumero: draft.mesaNumero, ronda: () => roundOf(db, draft.id, order.id) }, wanted.filter((i) => !i.enEspera), at);
  const venue = await getVenue(db, actor.localId);
  const users = await userNames(db, [actor.userId]);
  const clientes = new Map<number, string>();
  if (draft.clienteId !== null) {
    clientes.set(draft.clienteId, draft.clienteNombre ?? '');
  }
  return shapePedido(order, lines, venue, users, await repo.countRounds(db, draft.id), clientes);
}

/**
 * Fires held draft items (issue 16), in the draft's transaction: each one's held line is no longer
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
    const held = await repo.findHeldLine(db, actor.localId, draft.id, item.id);
    if (!held) continue;
    let target = held.pedidoId;
    if (held.estado !== 'pendiente') {
      touched.add(held.pedidoId);
      newRoundId ??= (await insertTableOrder(db, actor, draft, at)).id;
      target = newRoundId;
    }
    await repo.fireLine(db, held.id, target);
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

/** A draft item's new note reaches its line in the pending round that holds it, if the kitchen has not taken it. */
/** A table order's round: its place among the table's orders, as every screen numbers it. */
async function roundOf(db: Db, draftId: number, pedidoId: number): Promise<number> {
  return (await repo.roundsOfDrafts(db, [draftId])).get(pedidoId) ?? 1;
}

export async function syncKitchenNotas(db: Db, localId: number, draftId: number, draftItemId: number, notas: string | null, at: string): Promise<void> {
  const found = await repo.findPendingLineOfItem(db, localId, draftId, draftItemId);
  if (!found) return;
  await repo.updateLineNotas(db, found.pedidoId, draftItemId, notas);
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

async function toPedidos(db: Db, localId: number, rows: readonly repo.PedidoRow[]): Promise<Pedido[]> {
  if (rows.length === 0) return [];
  const venue = await getVenue(db, localId);
  const items = await repo.findItems(db, rows.map((r) => r.id));
  const users = await userNames(db, [...rows.map((r) => r.usuarioId), ...rows.flatMap((r) => (r.canceladoPor === null ? [] : [r.canceladoPor]))]);
  const rounds = await repo.roundsOfDrafts(db, [...new Set(rows.flatMap((r) => (r.draftId === null ? [] : [r.draftId])))]);
  const clientes = new Map<number, string>();
  for (const id of new Set(rows.map((r) => r.clienteId).filter((id): id is number => id !== null))) {
    clientes.set(id, (await findCliente(db, localId, id))?.nombre ?? '');
  }
  return rows.map((r) =>
    shapePedido(
      r,
      items.filter((i) => i.pedidoId === r.id),
      venue,
      users,
      rounds.get(r.id) ?? null,
      clientes,
    ),
  );
}

/** An order as the api shows it, from its row, its lines (in order of id) and the names it points to. */
function shapePedido(
  r: repo.PedidoRow,
  lines: readonly repo.PedidoItemRow[],
  venue: { timezone: string; currencyCode: string },
  users: ReadonlyMap<number, string>,
  ronda: number | null,
  clientes: ReadonlyMap<number, string>,
): Pedido {
  const { fecha, hora } = dateTimeInZone(new Date(r.fechaCreacion), venue.timezone);
  return {
    id: r.id,
    numero: r.numero,
    tipo: r.tipo,
    estado: r.estado,
    canal: r.canal,
    mesaId: r.mesaId,
    mesaNumero: r.mesaNumero,
    draftId: r.draftId,
    cliente: r.clienteId === null ? null : { id: r.clienteId, nombre: clientes.get(r.clienteId) ?? '' },
    ventaId: r.ventaId,
    notas: r.notas,
    fecha,
    hora,
    fechaCreacion: r.fechaCreacion,
    fechaActualizacion: r.fechaActualizacion,
    usuario: { id: r.usuarioId, nombre: users.get(r.usuarioId) ?? '' },
    total: fromMinor(lines.filter((l) => !l.eliminado).reduce((sum, l) => sum + lineAmount(l.precioUnitario, l.cantidadMilli), 0), venue.currencyCode),
    ronda,
    clienteNombre: r.clienteNombre,
    direccion: r.direccion,
    programadoPara: r.programadoPara,
    retenido: r.retenido,
    cancelacion:
      r.estado === 'cancelado' && r.canceladoPor !== null
        ? { usuario: { id: r.canceladoPor, nombre: users.get(r.canceladoPor) ?? '' }, motivo: r.motivoCancelacion }
        : null,
    items: lines.map((l) => ({
      id: l.id,
      draftItemId: l.draftItemId,
      productoId: l.productoId,
      nombre: l.productoNombre,
      unidadMedida: l.unidadMedida,
      cantidad: l.cantidadMilli / QUANTITY_SCALE,
      precioUnitario: fromMinor(l.precioUnitario, venue.currencyCode),
      subtotal: fromMinor(lineAmount(l.precioUnitario, l.cantidadMilli), venue.currencyCode),
      notas: l.notas,
      eliminado: l.eliminado,
      modificadores: modifiersOf(l.modificadores, venue.currencyCode),
      curso: (l.curso as Pedido['items'][number]['curso']) ?? null,
      enEspera: l.enEspera,
    })),
  };
}

export async function getPedido(db: Db, localId: number, id: number): Promise<Pedido> {
  const row = await repo.findPedido(db, localId, id);
  if (!row) throw notFound('PEDIDO_NO_EXISTE');
  const [pedido] = await toPedidos(db, localId, [row]);
  return pedido!;
}

export interface PedidosQuery {
  estado?: PedidoEstado[] | undefined;
  tipo?: PedidoTipo | undefined;
  mesaId?: number | undefined;
  draftId?: number | undefined;
  fechaDesde?: string | undefined;
  fechaHasta?: string | undefined;
  canal?: PedidoCanal | undefined;
  programados?: 'true' | 'false' | undefined;
}

/** By status, table, draft and the venue's dates; with no status nor dates, the orders in progress. */
export async function listPedidos(db: Db, localId: number, q: PedidosQuery): Promise<Pedido[]> {
  const filter: repo.PedidoFilter = { estados: q.estado, tipo: q.tipo, mesaId: q.mesaId, draftId: q.draftId, canal: q.canal };
  if (q.programados === 'true') {
    filter.retenido = true;
    return toPedidos(db, localId, await repo.listPedidos(db, localId, filter));
  }
  if (q.fechaDesde || q.fechaHasta) {
    const range = { desde: q.fechaDesde ?? q.fechaHasta, hasta: q.fechaHasta ?? q.fechaDesde };
    if (!isValidRange(range)) throw badRequest('RANGO_FECHAS_INVALIDO');
    const { from, to } = zonedRange(range, (await getVenue(db, localId)).timezone);
    filter.from = from.toISOString();
    filter.to = to.toISOString();
  } else if (!q.estado?.length && q.draftId === undefined) {
    filter.estados = PEDIDO_ESTADOS_EN_CURSO;
    // Booked orders reach the kitchen's screen when they are released.
    filter.retenido = false;
  }
  return toPedidos(db, localId, await repo.listPedidos(db, localId, filter));
}

/**
 * Moves an order along the kitchen's flow (forward, or one step back for a mistaken bump);
 * cancelling keeps who and why. A table's order goes back to 'pendiente' only while its draft has
 * no other pending order (new items would have two orders to join).
 */
export async function changePedidoEstado(db: Db, actor: Actor | number, id: number, estado: PedidoEstado, motivo?: string | null): Promise<Pedido> {
  const { localId, userId } = typeof actor === 'number' ? { localId: actor, userId: null } : actor;
  const row = await repo.findPedido(db, localId, id, true);
  if (!row) throw notFound('PEDIDO_NO_EXISTE');
  if (row.estado !== estado) {
    if (!canChangePedidoEstado(row.estado, estado)) {
      throw conflict('PEDIDO_TRANSICION_INVALIDA', { estado: ESTADO_LABEL[row.estado], nuevoEstado: ESTADO_LABEL[estado] });
    }
    if (estado === 'pendiente' && row.draftId !== null && (await repo.otherPendingOfDraft(db, localId, row.draftId, id))) {
      throw conflict('PEDIDO_MESA_YA_TIENE_PENDIENTE');
    }
    await repo.updatePedido(db, localId, id, new Date().toISOString(), {
      estado,
      ...(estado === 'cancelado' ? { canceladoPor: userId, motivoCancelacion: motivo ?? null } : {}),
    });
  }
  return getPedido(db, localId, id);
}

export interface PedidoDirectoInput {
  tipo: 'mostrador' | 'takeaway' | 'delivery';
  canal: PedidoCanal;
  items: readonly { productoId: number; cantidad: number; notas?: string | null | undefined; modificadores?: readonly number[] | undefined }[];
  notas?: string | null | undefined;
  clienteId?: number | null | undefined;
  clienteNombre?: string | null | undefined;
  direccion?: string | null | undefined;
  programadoPara?: string | null | undefined;
}

/** Checks the input and prices its lines from the products (never a price from the caller). */
async function resolveDirecto(db: Db, localId: number, input: PedidoDirectoInput, now: Date) {
  if (input.tipo === 'delivery' && !input.direccion?.trim()) throw badRequest('PEDIDO_DELIVERY_SIN_DIRECCION');
  if (input.clienteId) await findCliente(db, localId, input.clienteId).then((c) => {
    if (!c) throw notFound('CLIENTE_NO_EXISTE');
  });
  let programadoPara: string | null = null;
  if (input.programadoPara) {
    const at = new Date(input.programadoPara);
    if (at.getTime() <= now.getTime()) throw badRequest('PEDIDO_PROGRAMADO_PASADO');
    programadoPara = at.toISOString();
  }
  const lines = await resolveLines(db, localId, input.items.map((i) => ({ productoId: i.productoId, cantidad: i.cantidad, notas: i.notas ?? null, modificadores: i.modificadores })));
  for (const line of lines) {
    if (!isSoldByWeight(line.producto.unidadMedida) && line.quantityMilli % QUANTITY_SCALE !== 0) {
      throw badRequest('PEDIDO_CANTIDAD_ENTERA', { producto: line.producto.nombre });
    }
  }
  return { lines, programadoPara };
}

function lineValues(pedidoId: number, lines: Awaited<ReturnType<typeof resolveLines>>): repo.PedidoItemValues[] {
  return lines.map((line) => ({
    pedidoId,
    draftItemId: null,
    productoId: line.producto.id,
    productoNombre: line.producto.nombre,
    unidadMedida: line.producto.unidadMedida,
    cantidadMilli: line.quantityMilli,
    // The product's price plus its options' deltas (issue 16).
    precioUnitario: line.listPriceMinor ?? line.producto.precio,
    notas: line.notas,
    modificadores: modifiersText(line.modificadores),
  }));
}

/** A counter, takeaway or delivery order; one with a future time is held until then. */
export async function createPedido(db: Db, actor: Actor, input: PedidoDirectoInput, now = new Date()): Promise<Pedido> {
  const { lines, programadoPara } = await resolveDirecto(db, actor.localId, input, now);
  const at = now.toISOString();
  const id = await repo.insertPedido(db, actor.localId, {
    tipo: input.tipo,
    estado: 'pendiente',
    canal: input.canal,
    mesaId: null,
    mesaNumero: null,
    draftId: null,
    clienteId: input.clienteId ?? null,
    notas: input.notas ?? null,
    usuarioId: actor.userId,
    fechaCreacion: at,
    fechaActualizacion: at,
    clienteNombre: input.clienteNombre ?? null,
    direccion: input.direccion ?? null,
    programadoPara,
    retenido: programadoPara !== null,
  });
  await repo.insertItems(db, lineValues(id, lines));
  return getPedido(db, actor.localId, id);
}

/** Edits a pending counter, takeaway or delivery order: its items are replaced, priced again. */
export async function updatePedidoDirecto(db: Db, actor: Actor, id: number, input: PedidoDirectoInput, now = new Date()): Promise<Pedido> {
  const row = await repo.findPedido(db, actor.localId, id, true);
  if (!row) throw notFound('PEDIDO_NO_EXISTE');
  if (row.tipo === 'mesa') throw conflict('PEDIDO_DE_MESA');
  if (row.estado !== 'pendiente') throw conflict('PEDIDO_NO_EDITABLE', { estado: ESTADO_LABEL[row.estado] });
  const { lines, programadoPara } = await resolveDirecto(db, actor.localId, input, now);
  await repo.deleteItems(db, id);
  await repo.insertItems(db, lineValues(id, lines));
  await repo.updatePedido(db, actor.localId, id, now.toISOString(), {
    canal: input.canal,
    clienteId: input.clienteId ?? null,
    notas: input.notas ?? null,
    clienteNombre: input.clienteNombre ?? null,
    direccion: input.direccion ?? null,
    programadoPara,
    retenido: programadoPara !== null,
  });
  return getPedido(db, actor.localId, id);
}

/**
 * Charges a counter, takeaway or delivery order through the money path (open register, payments
 * that cover the total, stock, the drawer) at the prices it was taken at, and links the sale.
 */
export async function cobrarPedido(
  db: Db,
  actor: Actor,
  id: number,
  pagos: readonly { medioId: number; monto: number; moneda?: string | undefined }[],
): Promise<Pedido> {
  const row = await repo.findPedido(db, actor.localId, id, true);
  if (!row) throw notFound('PEDIDO_NO_EXISTE');
  if (row.tipo === 'mesa') throw conflict('PEDIDO_DE_MESA');
  if (row.ventaId !== null) throw conflict('PEDIDO_YA_COBRADO');
  if (row.estado === 'cancelado') throw conflict('PEDIDO_CANCELADO_NO_SE_COBRA');
  const items = (await repo.findItems(db, [id])).filter((i) => !i.eliminado);
  const venta = await chargeSale(db, actor, {
    origen: 'mostrador',
    items: items.map((i) => ({
      productoId: i.productoId,
      cantidad: i.cantidadMilli / QUANTITY_SCALE,
      notas: i.notas,
      modificadores: modifierIds(i.modificadores),
    })),
    clienteId: row.clienteId,
    pagos,
    observaciones: row.notas,
  });
  await repo.updatePedido(db, actor.localId, id, new Date().toISOString(), { ventaId: venta.id });
  return getPedido(db, actor.localId, id);
}

/** The venue's critical threshold in minutes (SPEC §9: 35 by default). */
export async function alertaMinutos(db: Db, localId: number): Promise<number> {
  return (await repo.getAlertaMinutos(db, localId)) ?? CRITICAL_ORDER_MINUTES;
}

/** The venue's threshold (minutes) and the header's refresh interval (ms), with SPEC §9's defaults. */
export async function getPedidosConfig(db: Db, localId: number): Promise<PedidosConfig> {
  const stored = await repo.getPedidosConfig(db, localId);
  return { alertaMinutos: stored.alertaMinutos ?? CRITICAL_ORDER_MINUTES, refrescoMs: stored.refrescoMs ?? CRITICAL_ORDER_REFRESH_MS };
}

/** Saves the threshold and, when given, the refresh interval; answers the whole config. */
export async function setAlertaMinutos(db: Db, localId: number, minutos: number, refrescoMs?: number): Promise<PedidosConfig> {
  await repo.setAlertaMinutos(db, localId, minutos, refrescoMs);
  return getPedidosConfig(db, localId);
}

/** Orders pendiente or preparacion whose age reaches the threshold at `now`. */
export async function countCriticos(db: Db, localId: number, now: Date, umbral?: number): Promise<{ count: number; umbralMinutos: number }> {
  const umbralMinutos = umbral ?? (await alertaMinutos(db, localId));
  const cutoff = new Date(now.getTime() - umbralMinutos * 60_000).toISOString();
  return { count: await repo.countCriticos(db, localId, cutoff), umbralMinutos };
}

/**
 * Releases the held orders whose time has come: they reach the kitchen now (their age counts
 * from here). Returns them, to push on the hub after the commit.
 */
export async function releaseDue(db: Db, now: Date): Promise<{ localId: number; pedido: Pedido }[]> {
  const due = await repo.dueHeld(db, now.toISOString());
  const released: { localId: number; pedido: Pedido }[] = [];
  for (const { id, localId } of due) {
    const at = now.toISOString();
    await repo.updatePedido(db, localId, id, at, { retenido: false, fechaCreacion: at });
    released.push({ localId, pedido: await getPedido(db, localId, id) });
  }
  return released;
}

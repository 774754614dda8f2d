import { isSoldByWeight, type ComboEleccion, type Pedido, type PedidoCanal, type PedidoEstado, type PedidoTipo, type PedidosConfig } from '@resto/shared/contracts';
import { canChangePedidoEstado, CRITICAL_ORDER_MINUTES, CRITICAL_ORDER_REFRESH_MS, isValidRange, PEDIDO_ESTADOS_EN_CURSO, QUANTITY_SCALE, zonedRange } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { checkLineasDisponibles, lineasConsumo, resolveLines, chargeSale, storedSaleLines } from '../ventas';
import { findCliente } from '../clientes';
import { getVenue } from '../local';
import { toPedidos } from './pedidos.mapper';
import * as lineas from './pedido-lineas.repository';
import * as repo from './pedidos.repository';
import { componentsText, modifiersText } from '../productos';
import { printDirectOrder } from './pedido-tickets';
import { canalDePedido, keepTakenPrices } from './pedido-lineas-venta';

type Db = Kysely<Database>;

const ESTADO_LABEL: Record<PedidoEstado, string> = {
  pendiente: 'pendiente',
  preparacion: 'en preparación',
  listo: 'listo',
  entregado: 'entregado',
  cancelado: 'cancelado',
};

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
  items: readonly {
    productoId: number;
    cantidad: number;
    notas?: string | null | undefined;
    modificadores?: readonly number[] | undefined;
    combo?: readonly ComboEleccion[] | undefined;
  }[];
  notas?: string | null | undefined;
  clienteId?: number | null | undefined;
  clienteNombre?: string | null | undefined;
  direccion?: string | null | undefined;
  programadoPara?: string | null | undefined;
}

/**
 * Checks the input and prices its lines from the products (never a price from the caller), by the
 * price list and promotion of the order's channel (its kind) that hold now.
 */
async function resolveDirecto(db: Db, localId: number, input: PedidoDirectoInput, now: Date) {
  if (input.tipo === 'delivery' && !input.direccion?.trim()) throw badRequest('PEDIDO_DELIVERY_SIN_DIRECCION');
  if (input.clienteId)
    await findCliente(db, localId, input.clienteId).then((c) => {
      if (!c) throw notFound('CLIENTE_NO_EXISTE');
    });
  let programadoPara: string | null = null;
  if (input.programadoPara) {
    const at = new Date(input.programadoPara);
    if (at.getTime() <= now.getTime()) throw badRequest('PEDIDO_PROGRAMADO_PASADO');
    programadoPara = at.toISOString();
  }
  const lines = await resolveLines(
    db,
    localId,
    input.items.map((i) => ({ productoId: i.productoId, cantidad: i.cantidad, notas: i.notas ?? null, modificadores: i.modificadores, combo: i.combo })),
    undefined,
    { canal: canalDePedido(input.tipo), at: now },
  );
  for (const line of lines) {
    if (!isSoldByWeight(line.producto.unidadMedida) && line.quantityMilli % QUANTITY_SCALE !== 0) {
      throw badRequest('PEDIDO_CANTIDAD_ENTERA', { producto: line.producto.nombre });
    }
  }
  return { lines, programadoPara };
}

function lineValues(pedidoId: number, lines: Awaited<ReturnType<typeof resolveLines>>): lineas.PedidoItemValues[] {
  return lines.map((line) => ({
    pedidoId,
    draftItemId: null,
    productoId: line.producto.id,
    productoNombre: line.producto.nombre,
    unidadMedida: line.producto.unidadMedida,
    cantidadMilli: line.quantityMilli,
    // The list's price (or the product's) plus its options' deltas and a combo's surcharges.
    precioUnitario: line.listPriceMinor ?? line.producto.precio,
    notas: line.notas,
    modificadores: modifiersText(line.modificadores),
    componentes: componentsText(line.componentes),
    listaPrecio: line.listaPrecio ?? null,
    promocion: line.promocion ? JSON.stringify(line.promocion) : null,
  }));
}

/** A counter, takeaway or delivery order; one with a future time is held until then. */
export async function createPedido(db: Db, actor: Actor, input: PedidoDirectoInput, now = new Date()): Promise<Pedido> {
  const { lines, programadoPara } = await resolveDirecto(db, actor.localId, input, now);
  // An order for now that the kitchen cannot make is refused ('86'); a booked one waits for purchases.
  if (programadoPara === null) await checkLineasDisponibles(db, actor.localId, lineasConsumo(lines));
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
  const items = await lineas.insertItemRows(db, lineValues(id, lines));
  // Taken for now: the kitchen's tickets print with it (a booked one prints when it is released).
  if (programadoPara === null) await printNew(db, actor.localId, id, items, at);
  return getPedido(db, actor.localId, id);
}

async function printNew(db: Db, localId: number, id: number, items: readonly lineas.PedidoItemRow[], at: string): Promise<void> {
  const row = await repo.findPedido(db, localId, id);
  if (row) await printDirectOrder(db, localId, row, items, at);
}

/** Edits a pending counter, takeaway or delivery order: its items are replaced, the dishes it had at the prices they were taken at, the new ones priced now. */
export async function updatePedidoDirecto(db: Db, actor: Actor, id: number, input: PedidoDirectoInput, now = new Date()): Promise<Pedido> {
  const row = await repo.findPedido(db, actor.localId, id, true);
  if (!row) throw notFound('PEDIDO_NO_EXISTE');
  if (row.tipo === 'mesa') throw conflict('PEDIDO_DE_MESA');
  if (row.estado !== 'pendiente') throw conflict('PEDIDO_NO_EDITABLE', { estado: ESTADO_LABEL[row.estado] });
  const { lines, programadoPara } = await resolveDirecto(db, actor.localId, input, now);
  if (programadoPara === null) await checkLineasDisponibles(db, actor.localId, lineasConsumo(lines));
  const before = await lineas.findItems(db, [id]);
  await lineas.deleteItems(db, id);
  await lineas.insertItems(db, keepTakenPrices(before, lineValues(id, lines)));
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
export async function cobrarPedido(db: Db, actor: Actor, id: number, pagos: readonly { medioId: number; monto: number; moneda?: string | undefined }[]): Promise<Pedido> {
  const row = await repo.findPedido(db, actor.localId, id, true);
  if (!row) throw notFound('PEDIDO_NO_EXISTE');
  if (row.tipo === 'mesa') throw conflict('PEDIDO_DE_MESA');
  if (row.ventaId !== null) throw conflict('PEDIDO_YA_COBRADO');
  if (row.estado === 'cancelado') throw conflict('PEDIDO_CANCELADO_NO_SE_COBRA');
  const items = (await lineas.findItems(db, [id])).filter((i) => !i.eliminado);
  const venta = await chargeSale(db, actor, {
    origen: 'mostrador',
    // As taken: its list's prices and promotion, a combo's components (whose stock is taken).
    // At the prices, list and promotion they were taken with; a product deactivated since is still charged.
    lines: await storedSaleLines(db, actor.localId, items, { soloActivos: false }),
    // The customer's discount with the promotion is still the cashier's to give.
    medirDescuentos: true,
    clienteId: row.clienteId,
    pagos,
    observaciones: row.notas,
  });
  await repo.updatePedido(db, actor.localId, id, new Date().toISOString(), { ventaId: venta.id });
  return getPedido(db, actor.localId, id);
}

/** The venue's critical threshold in minutes (35 by default). */
export async function alertaMinutos(db: Db, localId: number): Promise<number> {
  return (await repo.getAlertaMinutos(db, localId)) ?? CRITICAL_ORDER_MINUTES;
}

/** The venue's threshold (minutes) and the header's refresh interval (ms), with 's defaults. */
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
    await printNew(db, localId, id, await lineas.findItems(db, [id]), at);
    released.push({ localId, pedido: await getPedido(db, localId, id) });
  }
  return released;
}

import type { CuentaDivision, DivisionInput, PagoInput, Propina, PropinaInput, Venta } from '@resto/shared/contracts';
import { fromMinor, MAX_SPLIT_PARTS, QUANTITY_SCALE, splitBill, type ChosenModifier, type SaleTotals, type SplitLine, type SplitPlan } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { MaybeAuthority } from '../auditoria';
import { amountIn, getVenue } from '../local';
import { linkKitchenOrdersToVenta } from '../pedidos';
import { findProductos } from '../productos';
import { componentsParsed } from '../productos';
import { tipsOfVentas } from '../caja';
import { type ResolvedLine, chargeSale } from '../ventas';
import { bumpPendingPartesVersion, deletePartes, findPartes, insertPartes, markPartePagada, type ParteLinea, type ParteRow } from './cuenta-dividida.repository';
import * as repo from './drafts.repository';
import { endSeatedReservas, refuseHeldLines } from './drafts-charge.service';
import { draftPromotions } from './draft-promotions';
import { closedEvent, discountOf, draftTotals, mesaEvent, toDraft } from './drafts.mapper';
import { activeDraft, guardDiscounts, type DraftChange } from './drafts.service';

type Db = Kysely<Database>;

/*
 * Split bills. A table's bill is split into parts, each charged as a sale of its own
 * (own payments, own document); the table stays open until its last part is paid. The parts are
 * computed by the shared rule (`splitBill`) from what is left to charge, so they add up to the
 * table's total to the cent; a table changed after the split (an item added or removed) is split
 * again before charging (its pending parts were for the table as it was).
 */

interface Remaining {
  /** Active items still (partly) to charge, in the order of the table. */
  items: repo.DraftItemRow[];
  input: { lines: SplitLine[]; generalDiscountMinor: number; customerDiscountMinor: number };
  tableTotalMinor: number;
}

/** What is left to charge of the table: its lines and discounts minus what the paid parts took. */
function remainingOf(draft: repo.DraftRow, items: readonly repo.DraftItemRow[], paid: readonly ParteRow[]): Remaining {
  const totals = draftTotals(items, discountOf(draft.descuentoTipo, draft.descuentoValor), draft.clienteDescuentoPct);
  const taken = new Map<number, { q: number; d: number; s: number }>();
  for (const parte of paid) {
    for (const l of parte.lineas) {
      const t = taken.get(l.itemId) ?? { q: 0, d: 0, s: 0 };
      taken.set(l.itemId, { q: t.q + l.cantidadMilli, d: t.d + l.descuento, s: t.s + l.subtotal });
    }
  }
  const stale = () => conflict('DIVISION_DESACTUALIZADA', { numero: draft.mesaNumero });
  // A line's share of a promotion is split with it, as part of its own discount.
  const promo = draftPromotions(items, totals.items)?.lines ?? [];
  const left: repo.DraftItemRow[] = [];
  const lines: SplitLine[] = [];
  items.forEach((item, index) => {
    const t = taken.get(item.id) ?? { q: 0, d: 0, s: 0 };
    const line = totals.items[index]!;
    const active = !item.eliminado;
    const quantity = (active ? item.cantidadMilli : 0) - t.q;
    const net = (active ? line.subtotalMinor - (promo[index] ?? 0) : 0) - t.s;
    const discount = (active ? line.discountMinor + (promo[index] ?? 0) : 0) - t.d;
    if (quantity < 0 || net < 0 || discount < 0) throw stale();
    if (quantity === 0 && net === 0) return;
    left.push(item);
    lines.push({ netMinor: net, discountMinor: discount, quantityMilli: quantity });
  });
  const general = totals.discountMinor - paid.reduce((s, p) => s + p.descuentoGeneral, 0);
  const customer = totals.customerDiscountMinor - paid.reduce((s, p) => s + p.descuentoCliente, 0);
  if (general < 0 || customer < 0) throw stale();
  return { items: left, input: { lines, generalDiscountMinor: general, customerDiscountMinor: customer }, tableTotalMinor: totals.totalMinor };
}

async function toDivision(db: Db, localId: number, draft: repo.DraftRow, partes: readonly ParteRow[]): Promise<CuentaDivision> {
  const venue = await getVenue(db, localId);
  const money = (minor: number) => fromMinor(minor, draft.moneda);
  const items = await repo.findItems(db, [draft.id]);
  const names = new Map(items.map((i) => [i.id, i.productoNombre]));
  const totals = draftTotals(items, discountOf(draft.descuentoTipo, draft.descuentoValor), draft.clienteDescuentoPct);
  const tips = await tipsOfVentas(
    db,
    localId,
    venue,
    partes.flatMap((p) => (p.ventaId === null ? [] : [p.ventaId])),
  );
  const cobrado = partes.filter((p) => p.estado === 'pagada').reduce((s, p) => s + p.total, 0);
  return {
    draftId: draft.id,
    numeroMesa: draft.mesaNumero,
    modo: partes.at(-1)?.modo ?? null,
    total: money(totals.totalMinor),
    cobrado: money(cobrado),
    pendiente: money(Math.max(0, totals.totalMinor - cobrado)),
    partes: partes.map((p) => ({
      id: p.id,
      numero: p.numero,
      grupo: p.grupo,
      modo: p.modo,
      estado: p.estado,
      subtotal: money(p.subtotal),
      descuento: money(p.descuentoGeneral + p.descuentoCliente),
      total: money(p.total),
      items: p.lineas.map((l) => ({ itemId: l.itemId, productoNombre: names.get(l.itemId) ?? '', cantidad: l.cantidadMilli / QUANTITY_SCALE, subtotal: money(l.subtotal) })),
      ventaId: p.ventaId,
      propinas: tips.filter((t) => t.ventaId === p.ventaId),
    })),
  };
}

/** The table's split (no parts when its bill is not split). */
export async function getDivision(db: Db, localId: number, draftId: number): Promise<CuentaDivision> {
  const draft = await repo.findDraft(db, localId, draftId);
  if (!draft) throw notFound('NO_HAY_DRAFT_ACTIVO');
  return toDivision(db, localId, draft, await findPartes(db, localId, draftId));
}

/** The plan of the shared rule for what is left, from the request (items by id, amounts in the venue's scale). */
function planOf(input: DivisionInput, left: Remaining, moneda: string): { plan: SplitPlan; grupos: number[] } {
  if (input.modo === 'iguales') {
    const partes = input.partes ?? 0;
    return { plan: { modo: 'iguales', partes }, grupos: Array.from({ length: partes }, (_, i) => i + 1) };
  }
  if (input.modo === 'montos') {
    const montos = (input.montos ?? []).map((m, i) => amountIn(m, moneda, `montos[${i}]`));
    return { plan: { modo: 'montos', montosMinor: montos }, grupos: montos.map((_, i) => i + 1) };
  }
  const byItem = new Map((input.asignacion ?? []).map((a) => [a.itemId, a.parte]));
  for (const itemId of byItem.keys()) if (!left.items.some((i) => i.id === itemId)) throw badRequest('DIVISION_ASIGNACION_INVALIDA');
  const chosen = left.items.map((i) => byItem.get(i.id));
  if (chosen.some((g) => g === undefined)) throw badRequest('DIVISION_ASIGNACION_INVALIDA');
  // Guests or seats with nothing assigned are no part: the parts are the groups used, in order.
  const grupos = [...new Set(chosen as number[])].sort((a, b) => a - b);
  return { plan: { modo: 'items', partes: grupos.length, asignacion: chosen.map((g) => grupos.indexOf(g!)) }, grupos };
}

/**
 * Splits what is left to charge of the table (the pending parts are replaced; the paid ones stay).
 * One transaction with the draft locked: a table split and charged from two devices takes turns.
 */
export async function splitDraft(db: Db, actor: MaybeAuthority, draftId: number, input: DivisionInput): Promise<DraftChange & { division: CuentaDivision }> {
  const draft = await activeDraft(db, actor.localId, draftId);
  const partes = await findPartes(db, actor.localId, draft.id);
  const paid = partes.filter((p) => p.estado === 'pagada');
  const all = await repo.findItems(db, [draft.id]);
  const left = remainingOf(draft, all, paid);
  if (left.items.length === 0) throw conflict('DIVISION_SIN_SALDO', { numero: draft.mesaNumero });
  refuseHeldLines(all);
  // Splitting starts the charge: the table's discounts must hold for it as it is (its parts cannot change it without a new split).
  await guardDiscounts(db, actor, draft, all, { cambio: 'cobro' });
  const { plan, grupos } = planOf(input, left, draft.moneda);
  const result = splitBill(left.input, plan);
  if (!result.ok) {
    const { error } = result;
    if (error.code === 'montos-no-suman') {
      throw badRequest('DIVISION_MONTOS_NO_SUMAN', { suma: fromMinor(error.sumMinor, draft.moneda), total: fromMinor(error.totalMinor, draft.moneda) });
    }
    if (error.code === 'parte-vacia') throw badRequest('DIVISION_PARTE_VACIA', { parte: grupos[error.partIndex] ?? error.partIndex + 1 });
    if (error.code === 'asignacion-invalida') throw badRequest('DIVISION_ASIGNACION_INVALIDA');
    throw badRequest('DIVISION_PARTES_INVALIDAS', { max: MAX_SPLIT_PARTS });
  }
  const at = new Date().toISOString();
  await deletePartes(db, actor.localId, draft.id, 'pendiente');
  const first = paid.reduce((max, p) => Math.max(max, p.numero), 0) + 1;
  await insertPartes(
    db,
    actor.localId,
    draft.id,
    result.parts.map((part, index) => ({
      numero: first + index,
      // Equal parts and amounts after paid ones go on counting guests; seats and guests keep theirs.
      grupo: input.modo === 'iguales' || input.modo === 'montos' ? first + index : grupos[index]!,
      modo: input.modo,
      subtotal: part.subtotalMinor,
      descuentoGeneral: part.generalDiscountMinor,
      descuentoCliente: part.customerDiscountMinor,
      total: part.totalMinor,
      lineas: part.lines.map((l): ParteLinea => ({
        itemId: left.items[l.lineIndex]!.id,
        cantidadMilli: l.quantityMilli,
        bruto: l.grossMinor,
        descuento: l.discountMinor,
        subtotal: l.subtotalMinor,
      })),
      versionDraft: draft.version + 1,
    })),
    at,
  );
  await repo.updateDraft(db, actor.localId, draft.id, at);
  const updated = await toDraft(db, actor.localId, draft.id);
  const division = await toDivision(db, actor.localId, { ...draft, version: updated.version }, await findPartes(db, actor.localId, draft.id));
  return { draft: updated, event: mesaEvent('PedidoConfirmed', updated, []), division };
}

/** Back to a single bill: only while no part is paid. */
export async function unsplitDraft(db: Db, actor: MaybeAuthority, draftId: number): Promise<DraftChange & { division: CuentaDivision }> {
  const draft = await activeDraft(db, actor.localId, draftId);
  const partes = await findPartes(db, actor.localId, draft.id);
  if (partes.some((p) => p.estado === 'pagada')) throw conflict('DIVISION_CON_PARTES_PAGADAS', { numero: draft.mesaNumero });
  const at = new Date().toISOString();
  await deletePartes(db, actor.localId, draft.id);
  await repo.updateDraft(db, actor.localId, draft.id, at);
  const updated = await toDraft(db, actor.localId, draft.id);
  return { draft: updated, event: mesaEvent('PedidoConfirmed', updated, []), division: await toDivision(db, actor.localId, draft, []) };
}

/** The part's lines as sale lines (its share of each table line) and their totals, as split. */
async function partSale(db: Db, localId: number, parte: ParteRow, items: readonly repo.DraftItemRow[]): Promise<{ lines: ResolvedLine[]; totals: SaleTotals }> {
  const byId = new Map(items.map((i) => [i.id, i]));
  const productos = new Map(
    (
      await findProductos(
        db,
        localId,
        items.map((i) => i.productoId),
      )
    ).map((p) => [p.id, p]),
  );
  const lines = parte.lineas.map((l): ResolvedLine => {
    const item = byId.get(l.itemId);
    const producto = item ? productos.get(item.productoId) : undefined;
    if (!item || !producto) throw badRequest('PRODUCTO_YA_NO_ACTIVO', { producto: item?.productoNombre ?? '' });
    return {
      producto,
      quantityMilli: l.cantidadMilli,
      unitPriceMinor: item.precioUnitario,
      discount: l.descuento > 0 ? { tipo: 'monto', valor: l.descuento } : null,
      notas: item.notas,
      // The part's sale line keeps the options its table line was taken with (tickets, the report per option).
      modificadores: item.modificadores ? (JSON.parse(item.modificadores) as ChosenModifier[]) : [],
      componentes: componentsParsed(item.componentes),
      listaPrecio: item.listaPrecio ?? null,
    };
  });
  const totals: SaleTotals = {
    lines: parte.lineas.map((l) => ({ grossMinor: l.bruto, discountMinor: l.descuento, subtotalMinor: l.subtotal })),
    subtotalMinor: parte.subtotal,
    generalDiscountMinor: parte.descuentoGeneral,
    customerDiscountMinor: parte.descuentoCliente,
    totalMinor: parte.total,
  };
  return { lines, totals };
}

/**
 * Charges one part as a sale of its own (its payments, in any currency at the day's rate, and its
 * tips). The last part ends the table (finalizado, its kitchen orders linked to that sale). A
 * retried request is answered from the ClientMutationId log by the route; a part already paid is
 * refused, so nothing is charged twice even under another id.
 */
export async function chargePart(
  db: Db,
  actor: MaybeAuthority,
  draftId: number,
  parteId: number,
  input: { pagos: readonly PagoInput[]; propinas?: readonly PropinaInput[] | undefined; observaciones?: string | null | undefined },
): Promise<DraftChange & { venta: Venta; propinas: Propina[]; division: CuentaDivision; mesaCerrada: boolean }> {
  const draft = await activeDraft(db, actor.localId, draftId);
  const partes = await findPartes(db, actor.localId, draft.id);
  const parte = partes.find((p) => p.id === parteId);
  if (!parte) throw notFound('DIVISION_PARTE_NO_EXISTE');
  if (parte.estado === 'pagada') throw conflict('DIVISION_PARTE_YA_COBRADA', { parte: parte.grupo });
  if (parte.versionDraft !== draft.version) throw conflict('DIVISION_DESACTUALIZADA', { numero: draft.mesaNumero });
  const items = await repo.findItems(db, [draft.id]);
  refuseHeldLines(items);
  const { lines, totals } = await partSale(db, actor.localId, parte, items);
  const venta = await chargeSale(db, actor, {
    origen: 'mesa',
    lines,
    presplit: totals,
    clienteId: draft.clienteId,
    pagos: input.pagos.map((p) => ({ medioId: p.medioId, monto: p.monto, moneda: p.moneda })),
    propinas: input.propinas ?? [],
    mozoId: draft.usuarioId,
    observaciones: input.observaciones ?? draft.comentario,
  });
  const at = new Date().toISOString();
  await markPartePagada(db, parte.id, venta.id, at);
  const pending = partes.filter((p) => p.estado === 'pendiente' && p.id !== parte.id);
  const venue = await getVenue(db, actor.localId);
  const propinas = await tipsOfVentas(db, actor.localId, venue, [venta.id]);
  if (pending.length === 0) {
    // The last part: the table is paid in full and ends, as a table charged at once does.
    await repo.endDraft(db, actor.localId, draft.id, { estado: 'finalizado', motivo: 'finalizado', ventaId: venta.id, at });
    await linkKitchenOrdersToVenta(db, actor.localId, draft.id, venta.id, at);
    const more = await endSeatedReservas(db, actor.localId, draft.id);
    const ended = await toDraft(db, actor.localId, draft.id);
    const division = await toDivision(db, actor.localId, { ...draft, version: ended.version }, await findPartes(db, actor.localId, draft.id));
    return { draft: ended, venta, propinas, division, mesaCerrada: true, event: closedEvent(ended, 'finalizado', venta.id), more };
  }
  await repo.updateDraft(db, actor.localId, draft.id, at);
  // The pending parts still match the table: only a payment happened.
  await bumpPendingPartesVersion(db, draft.id);
  const updated = await toDraft(db, actor.localId, draft.id);
  const division = await toDivision(db, actor.localId, { ...draft, version: updated.version }, await findPartes(db, actor.localId, draft.id));
  return { draft: updated, venta, propinas, division, mesaCerrada: false, event: mesaEvent('PedidoConfirmed', updated, []) };
}

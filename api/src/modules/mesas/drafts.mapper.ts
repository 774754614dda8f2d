import { isCurso, isSoldByWeight, type Draft, type DraftAgregado, type DraftItem, type DraftMotivoCierre, type DraftSinItems } from '@resto/shared/contracts';
import { computeDraftTotals, formatScaled, fromMinor, PERCENT_DECIMALS, QUANTITY_SCALE, type Discount, type DiscountKind, type DraftTotals } from '@resto/shared/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { reusableJson } from '../../lib/trusted-reply';
import type { KitchenDraft } from '../pedidos';
import { modifiersOf } from '../productos';
import { componentsOf } from '../productos';
import { draftPromotionLines, draftPromotions, promotionTagOf } from './draft-promotions';
import type { TableEvent } from './drafts.events';
import * as repo from './drafts.repository';

/*
 * A comanda as the api shows it: its row and items shaped into the contract's Draft with the
 * shared rule's totals, and the hub events a change to it owes.
 */

type Db = Kysely<Database>;

type MesaClosedEvent = Extract<TableEvent, { type: 'MesaClosed' }>;

const percent = (scaled: number) => Number(formatScaled(BigInt(scaled), PERCENT_DECIMALS));

export function discountOf(tipo: DiscountKind | null, valor: number | null): Discount | null {
  return tipo && valor ? { tipo, valor } : null;
}

/** Stored discount (scaled) as the api shows it: 12.5 (%) or 150.25 (amount in `currency`). */
export function discountValue(tipo: DiscountKind | null, valor: number | null, currency: string): number | null {
  if (valor === null) return null;
  return tipo === 'porcentaje' ? percent(valor) : fromMinor(valor, currency);
}

/** The draft's totals by the shared rule, or the Spanish 400 of the rule it breaks. */
export function draftTotals(items: readonly repo.DraftItemRow[], discount: Discount | null, customerPercentScaled: number): DraftTotals {
  const input = {
    items: items.map((i) => ({
      unitPriceMinor: i.precioUnitario,
      quantityMilli: i.cantidadMilli,
      discount: discountOf(i.tipoDescuento, i.valorDescuento),
      eliminado: i.eliminado,
    })),
    discount,
    customerPercentScaled,
  };
  let result = computeDraftTotals(input);
  // The promotions come off the items' subtotals, before the draft's discount.
  const promotions = result.ok ? draftPromotions(items, result.totals.items) : null;
  if (promotions) result = computeDraftTotals({ ...input, promotionDiscountMinor: promotions.totalMinor });
  if (result.ok) return result.totals;
  const { error } = result;
  if (error.code === 'discount-exceeds-line') throw badRequest('DESCUENTO_SUPERA_ITEM', { producto: items[error.lineIndex]?.productoNombre ?? '' });
  if (error.code === 'discount-exceeds-subtotal') throw badRequest('DESCUENTO_SUPERA_SUBTOTAL_DRAFT');
  throw badRequest('DESCUENTO_PORCENTAJE_INVALIDO');
}

type DraftItemShape = Draft['items'][number];

/**
 * Each stored item row's shape in the api, by row object and currency. A comanda's rows live on
 * between adds (the items an add leaves are kept for the next, see `rememberItems`), and a line's
 * shape depends only on its row and the currency (a line's discount is its own; the draft's
 * discounts are in the draft's totals), so an add shapes only its new lines. Rows are never
 * changed in place (a change reads them again), and a shaped item is frozen: an answer that
 * shares it cannot alter it (nor the JSON text kept for it, see `reusableJson`).
 */
const shapedItems = new WeakMap<repo.DraftItemRow, { moneda: string; item: DraftItemShape }>();

function shapeItem(i: repo.DraftItemRow, line: DraftTotals['items'][number], moneda: string): DraftItemShape {
  const known = shapedItems.get(i);
  if (known && known.moneda === moneda) return known.item;
  const byWeight = isSoldByWeight(i.unidadMedida);
  const modificadores = modifiersOf(i.modificadores, moneda);
  if (modificadores) {
    for (const m of modificadores) Object.freeze(m);
    Object.freeze(modificadores);
  }
  const componentes = componentsOf(i.componentes, moneda);
  for (const c of componentes) Object.freeze(c);
  Object.freeze(componentes);
  const item: DraftItemShape = Object.freeze({
    id: i.id,
    productoId: i.productoId,
    productoNombre: i.productoNombre,
    nombre: i.productoNombre,
    categoria: i.categoriaNombre,
    unidadMedida: i.unidadMedida,
    esPorPeso: byWeight,
    cantidad: i.cantidadMilli / QUANTITY_SCALE,
    peso: byWeight ? i.cantidadMilli / QUANTITY_SCALE : null,
    precioUnitario: fromMinor(i.precioUnitario, moneda),
    notas: i.notas,
    tipoDescuento: i.tipoDescuento,
    valorDescuento: discountValue(i.tipoDescuento, i.valorDescuento, moneda),
    promocion: promotionTagOf(i)?.nombre ?? null,
    promocionId: promotionTagOf(i)?.id ?? null,
    descuento: fromMinor(line.discountMinor, moneda),
    subtotalItem: fromMinor(line.subtotalMinor, moneda),
    mesaVinculadaId: i.mesaVinculadaId,
    listaPrecio: i.listaPrecio ?? null,
    modificadores,
    componentes,
    curso: isCurso(i.curso) ? i.curso : null,
    enEspera: i.enEspera ?? false,
    eliminado: i.eliminado,
    motivoEliminacion: i.motivoEliminacion,
    fechaEliminacion: i.fechaEliminacion,
    fechaCreacion: i.fechaCreacion,
    fechaModificacion: i.fechaModificacion,
  });
  shapedItems.set(i, { moneda, item });
  // Its JSON text too is written once, by the add's trusted reply.
  return reusableJson(item);
}

/**
 * The api's draft from its row (names joined in) and its items, with the shared rule's totals
 * (`totals` when the caller already has them for these items and this row's discounts).
 */
export function buildDraft(r: repo.DraftRow, own: readonly repo.DraftItemRow[], known?: DraftTotals): Draft {
  const totals = known ?? draftTotals(own, discountOf(r.descuentoTipo, r.descuentoValor), r.clienteDescuentoPct);
  const money = (minor: number) => fromMinor(minor, r.moneda);
  return {
    id: r.id,
    mesaId: r.mesaId,
    numeroMesa: r.mesaNumero,
    estado: r.estado,
    comensales: r.comensales,
    comentario: r.comentario,
    camarero: r.camarero,
    clienteId: r.clienteId,
    cliente: r.clienteId === null ? null : { id: r.clienteId, nombre: r.clienteNombre ?? '' },
    usuario: { id: r.usuarioId, nombre: r.usuarioNombre },
    fechaApertura: r.fechaApertura,
    ultimaActualizacion: r.ultimaActualizacion,
    fechaCierre: r.fechaCierre,
    motivoCierre: r.motivoCierre,
    ventaId: r.ventaId,
    descuentoTipo: r.descuentoTipo,
    descuentoValor: discountValue(r.descuentoTipo, r.descuentoValor, r.moneda),
    subtotal: money(totals.subtotalMinor),
    descuento: money(totals.discountMinor),
    descuentoClientePorcentaje: percent(r.clienteDescuentoPct),
    descuentoCliente: money(totals.customerDiscountMinor),
    descuentoPromociones: money(totals.promotionDiscountMinor ?? 0),
    promociones: draftPromotionLines(own, totals.items, r.moneda),
    total: money(totals.totalMinor),
    cantidadItems: totals.activeCount,
    version: r.version,
    items: own.map((i, index) => shapeItem(i, totals.items[index]!, r.moneda)),
  };
}

/** Drafts with their items: one query for all the items, whatever the number of drafts. */
export async function toDrafts(db: Db, rows: readonly repo.DraftRow[]): Promise<Draft[]> {
  if (rows.length === 0) return [];
  const byDraft = new Map<number, repo.DraftItemRow[]>();
  for (const item of await repo.findItems(
    db,
    rows.map((r) => r.id),
  )) {
    const own = byDraft.get(item.draftId);
    if (own) own.push(item);
    else byDraft.set(item.draftId, [item]);
  }
  return rows.map((r) => buildDraft(r, byDraft.get(r.id) ?? []));
}

export async function toDraft(db: Db, localId: number, id: number): Promise<Draft> {
  const row = await repo.findDraft(db, localId, id);
  if (!row) throw notFound('NO_HAY_DRAFT_ACTIVO');
  const [draft] = await toDrafts(db, [row]);
  return draft!;
}

export function withoutItems(draft: Draft): DraftSinItems {
  const { items: _items, ...header } = draft;
  return header;
}

/** The draft's items with these ids, as the draft shows them. */
export function itemsOf(draft: Draft, ids: readonly number[]): DraftItem[] {
  return draft.items.filter((i) => ids.includes(i.id));
}

export function mesaEvent(type: 'MesaOpened', draft: Draft): TableEvent;
export function mesaEvent(type: 'PedidoConfirmed', draft: Draft, items: readonly DraftItem[]): TableEvent;
/** The event of a change to an open draft: its version, its data and the items that changed. */
export function mesaEvent(type: 'MesaOpened' | 'PedidoConfirmed', draft: Draft, items: readonly DraftItem[] = []): TableEvent {
  return type === 'MesaOpened' ? { type, ...eventBase(withoutItems(draft)) } : changeEvent({ draft: withoutItems(draft), items: [...items] });
}

function eventBase(header: DraftSinItems) {
  return { mesaNumero: header.numeroMesa, mesaId: header.mesaId ?? 0, draftId: header.id, ultimaActualizacion: header.ultimaActualizacion, version: header.version, draft: header };
}

/** The PedidoConfirmed event of a change already shaped (an add's answer): its header and lines, not copied again. */
export function changeEvent(change: DraftAgregado): TableEvent {
  return { type: 'PedidoConfirmed', ...eventBase(change.draft), items: change.items };
}

export function closedEvent(draft: { id: number; mesaId: number | null; numeroMesa: number; version: number }, motivo: DraftMotivoCierre, ventaId: number | null): MesaClosedEvent {
  return { type: 'MesaClosed', mesaNumero: draft.numeroMesa, mesaId: draft.mesaId ?? 0, draftId: draft.id, motivo, ventaId, version: draft.version };
}

export function kitchenDraft(draft: repo.DraftRow): KitchenDraft {
  return { id: draft.id, mesaId: draft.mesaId, mesaNumero: draft.mesaNumero, clienteId: draft.clienteId, clienteNombre: draft.clienteNombre };
}

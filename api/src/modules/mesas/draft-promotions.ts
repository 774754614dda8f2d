import type { PromocionAplicada } from '@resto/shared/contracts';
import { fromMinor, parsePromotionTag, promotionDiscounts, type PromotionDiscounts, type PromotionTag, type SaleLineTotals } from '@resto/shared/rules';
import type * as repo from './drafts.repository';

/*
 * A comanda's promotions: its active lines that the api tagged when they were added, discounted
 * by the shared rule (as a sale's, so charging the table charges the same), each line's share
 * never past what its own discount leaves of it.
 */

// A row is never changed in place (see drafts.mapper), so its tag is read once.
const tags = new WeakMap<repo.DraftItemRow, PromotionTag | null>();

export function promotionTagOf(item: repo.DraftItemRow): PromotionTag | null {
  if (!item.promocion) return null;
  let tag = tags.get(item);
  if (tag === undefined) {
    tag = parsePromotionTag(item.promocion);
    tags.set(item, tag);
  }
  return tag;
}

/** The promotions over the comanda's items (`lineTotals` their totals before any promotion), or null when no line has one. */
export function draftPromotions(items: readonly repo.DraftItemRow[], lineTotals: readonly SaleLineTotals[]): PromotionDiscounts | null {
  if (!items.some((i) => i.promocion)) return null;
  return promotionDiscounts(
    items.map((i, index) => ({
      unitPriceMinor: i.precioUnitario,
      quantityMilli: i.cantidadMilli,
      promotion: promotionTagOf(i),
      eliminado: i.eliminado,
      capMinor: lineTotals[index]?.subtotalMinor ?? 0,
    })),
  );
}

/** The comanda's discount lines, one per promotion ("2x1 Pizzas −$ 7.500"), in `moneda`. */
export function draftPromotionLines(items: readonly repo.DraftItemRow[], lineTotals: readonly SaleLineTotals[], moneda: string): PromocionAplicada[] {
  return (draftPromotions(items, lineTotals)?.promotions ?? []).map((p) => ({ promocionId: p.id, nombre: p.nombre, descuento: fromMinor(p.discountMinor, moneda) }));
}

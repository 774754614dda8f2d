import { parsePromotionTag, promotionDiscounts, type PromotionDiscounts, type PromotionTag, type SaleTotals } from '@resto/shared/rules';
import type { PromocionAplicada } from '@resto/shared/contracts';
import type { ResolvedLine } from './sale-lines';
import type { VentaItemRow } from './ventas.repository';

/*
 * A sale's promotions: the lines the api tagged when they were added (see promociones'
 * promocionesVigentes) discounted by the shared rule, each line's share never past what is left
 * of it after its own discount.
 */

/** The promotions over priced lines, with `lineTotals` the lines' totals before any promotion. */
export function salePromotions(lines: readonly Pick<ResolvedLine, 'unitPriceMinor' | 'quantityMilli' | 'promocion'>[], lineTotals: SaleTotals['lines']): PromotionDiscounts {
  return promotionDiscounts(
    lines.map((l, i) => ({ unitPriceMinor: l.unitPriceMinor, quantityMilli: l.quantityMilli, promotion: l.promocion, capMinor: lineTotals[i]?.subtotalMinor ?? 0 })),
  );
}

/** A stored line's promotion as the api shows it. */
export function itemPromotion(i: Pick<VentaItemRow, 'promocion' | 'descuentoPromocion'>, money: (minor: number) => number) {
  const tag = parsePromotionTag(i.promocion);
  return { promocion: tag?.nombre ?? null, promocionId: tag?.id ?? null, descuentoPromocion: money(i.descuentoPromocion ?? 0) };
}

/** The sale's promotions from its stored lines' shares, one discount line per promotion. */
export function salePromotionLines(items: readonly Pick<VentaItemRow, 'promocion' | 'descuentoPromocion'>[], money: (minor: number) => number): PromocionAplicada[] {
  const by = new Map<number, { tag: PromotionTag; minor: number }>();
  for (const i of items) {
    const tag = parsePromotionTag(i.promocion);
    if (!tag || !i.descuentoPromocion) continue;
    const known = by.get(tag.id);
    if (known) known.minor += i.descuentoPromocion;
    else by.set(tag.id, { tag, minor: i.descuentoPromocion });
  }
  return [...by.values()].map((p) => ({ promocionId: p.tag.id, nombre: p.tag.nombre, descuento: money(p.minor) }));
}

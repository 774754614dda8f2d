import type { Promocion } from '@resto/shared/contracts';
import { pickPromotion, promotionDiscounts, type PromotionDiscounts, type PromotionTag, type SaleLineTotals } from '@resto/shared/rules';
import type { CartLine } from './cart';

/*
 * The cart's promotions, as the api will tag the lines when it charges them (the promotion of the
 * channel that holds now, the product's over its category's) and discount them by the shared rule.
 */

/** A promotion as the shared rule reads it (the percent scaled by 100). */
export function promotionTagOf(p: Promocion): PromotionTag | null {
  if (p.tipo === 'nxm') return p.lleva && p.paga && p.paga < p.lleva ? { id: p.id, nombre: p.nombre, tipo: 'nxm', lleva: p.lleva, paga: p.paga } : null;
  return p.porcentaje ? { id: p.id, nombre: p.nombre, tipo: 'segunda-unidad', porcentaje: Math.round(p.porcentaje * 100) } : null;
}

/** The promotions over the cart's lines (`lineTotals` their totals before any promotion). */
export function cartPromotions(lines: readonly CartLine[], lineTotals: readonly SaleLineTotals[], promociones: readonly Promocion[]): PromotionDiscounts {
  return promotionDiscounts(
    lines.map((l, i) => {
      const promo = pickPromotion(promociones, { id: l.producto.id, categoriaId: l.producto.categoriaId ?? null, esPorPeso: l.producto.esPorPeso });
      return {
        unitPriceMinor: l.producto.priceMinor,
        quantityMilli: l.quantityMilli,
        promotion: promo ? promotionTagOf(promo) : null,
        capMinor: lineTotals[i]?.subtotalMinor ?? 0,
      };
    }),
  );
}

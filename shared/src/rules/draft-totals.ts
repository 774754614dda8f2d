import { computeSaleTotals, type Discount, type SaleLineTotals, type SaleTotalsError } from './sale-totals';

/*
 * The totals of a table draft, computed by the api (stored drafts, what finalize charges) and by
 * the screens (what they show) alike. Only active items count; a deleted item keeps its own
 * amounts so it can be shown struck through. The order of discounts is the sale's (item,
 * draft, customer): finalizing a draft charges exactly this total.
 */

export interface DraftItemForTotals {
  unitPriceMinor: number;
  /** Units or weight with 3 decimals (2 units = 2000, 0.25 kg = 250). */
  quantityMilli: number;
  discount?: Discount | null | undefined;
  eliminado: boolean;
}

export interface DraftTotalsInput {
  items: readonly DraftItemForTotals[];
  /** The draft's own discount. */
  discount?: Discount | null | undefined;
  /** The customer's discount percent with 2 decimals (0..10000). */
  customerPercentScaled?: number | undefined;
  /** The promotions' discount (shared rule `promotionDiscounts` over the items), off the subtotal before the draft's discount. */
  promotionDiscountMinor?: number | undefined;
}

export interface DraftTotals {
  /** One entry per input item, deleted ones included. */
  items: SaleLineTotals[];
  /** Sum of the active items' subtotals. */
  subtotalMinor: number;
  /**
   * The draft discount as it applies: an amount larger than the subtotal (items deleted after
   * the discount was set) is capped at the subtotal. This is the discount finalize charges.
   */
  appliedDiscount: Discount | null;
  discountMinor: number;
  customerDiscountMinor: number;
  totalMinor: number;
  activeCount: number;
  /** The promotions' discount, present when one applies. */
  promotionDiscountMinor?: number;
}

export type DraftTotalsResult = { ok: true; totals: DraftTotals } | { ok: false; error: SaleTotalsError };

export function computeDraftTotals(input: DraftTotalsInput): DraftTotalsResult {
  const lines: SaleLineTotals[] = [];
  for (const [index, item] of input.items.entries()) {
    const own = computeSaleTotals({ lines: [item] });
    if (!own.ok) {
      const error = own.error;
      return { ok: false, error: 'lineIndex' in error && error.lineIndex !== null ? { ...error, lineIndex: index } : error };
    }
    lines.push(own.totals.lines[0]!);
  }
  const activeItems = input.items.filter((item) => !item.eliminado);
  const subtotalMinor = lines.filter((_, i) => !input.items[i]!.eliminado).reduce((sum, l) => sum + l.subtotalMinor, 0);
  const promotionMinor = Math.min(Math.max(0, input.promotionDiscountMinor ?? 0), subtotalMinor);
  const baseMinor = subtotalMinor - promotionMinor;
  let appliedDiscount = input.discount && input.discount.valor > 0 ? input.discount : null;
  if (appliedDiscount?.tipo === 'monto' && appliedDiscount.valor > baseMinor) {
    appliedDiscount = baseMinor > 0 ? { tipo: 'monto', valor: baseMinor } : null;
  }
  const result = computeSaleTotals({
    lines: activeItems,
    discount: appliedDiscount,
    customerPercentScaled: input.customerPercentScaled,
    promotionDiscountMinor: promotionMinor,
  });
  if (!result.ok) return result;
  return {
    ok: true,
    totals: {
      items: lines,
      subtotalMinor,
      appliedDiscount,
      discountMinor: result.totals.generalDiscountMinor,
      customerDiscountMinor: result.totals.customerDiscountMinor,
      totalMinor: result.totals.totalMinor,
      activeCount: activeItems.length,
      ...(promotionMinor > 0 ? { promotionDiscountMinor: promotionMinor } : {}),
    },
  };
}

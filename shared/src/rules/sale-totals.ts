import { lineAmount, percentOf } from './money';

/*
 * The totals of a sale, computed the same way by the browser (to show them) and by the api (to
 * charge them). Order: each line's own discount, then the sale's discount on the subtotal, then
 * the customer's discount percent on what remains.
 */

export type DiscountKind = 'porcentaje' | 'monto';

export interface Discount {
  tipo: DiscountKind;
  /** porcentaje: percent with 2 decimals as an integer (1250 = 12.5 %); monto: minor units. */
  valor: number;
}

export interface SaleLineInput {
  unitPriceMinor: number;
  /** Units or weight with 3 decimals (2 units = 2000, 0.25 kg = 250). */
  quantityMilli: number;
  discount?: Discount | null | undefined;
}

export interface SaleLineTotals {
  grossMinor: number;
  discountMinor: number;
  subtotalMinor: number;
}

export interface SaleTotalsInput {
  lines: readonly SaleLineInput[];
  discount?: Discount | null | undefined;
  /** The customer's discount percent with 2 decimals (0..10000). */
  customerPercentScaled?: number | undefined;
  /** The promotions' discount (shared rule `promotionDiscounts`), off the subtotal before the sale's discount; capped at the subtotal. */
  promotionDiscountMinor?: number | undefined;
}

export interface SaleTotals {
  lines: SaleLineTotals[];
  subtotalMinor: number;
  generalDiscountMinor: number;
  customerDiscountMinor: number;
  totalMinor: number;
  /** The promotions' discount, present when one applies. */
  promotionDiscountMinor?: number;
}

export type SaleTotalsError =
  { code: 'discount-exceeds-line'; lineIndex: number } | { code: 'discount-exceeds-subtotal' } | { code: 'percent-out-of-range'; lineIndex: number | null };

export type SaleTotalsResult = { ok: true; totals: SaleTotals } | { ok: false; error: SaleTotalsError };

const MAX_PERCENT_SCALED = 10_000;

/** The discount on `baseMinor`, or null when it is more than the base or more than 100 %. */
function discountOn(baseMinor: number, discount: Discount | null | undefined): number | null {
  if (!discount) return 0;
  if (discount.tipo === 'porcentaje') {
    if (discount.valor < 0 || discount.valor > MAX_PERCENT_SCALED) return null;
    return percentOf(baseMinor, discount.valor);
  }
  if (discount.valor < 0 || discount.valor > baseMinor) return null;
  return discount.valor;
}

export function computeSaleTotals(input: SaleTotalsInput): SaleTotalsResult {
  const lines: SaleLineTotals[] = [];
  for (const [lineIndex, line] of input.lines.entries()) {
    const grossMinor = lineAmount(line.unitPriceMinor, line.quantityMilli);
    const discountMinor = discountOn(grossMinor, line.discount);
    if (discountMinor === null) {
      const code = line.discount?.tipo === 'porcentaje' ? 'percent-out-of-range' : 'discount-exceeds-line';
      return { ok: false, error: { code, lineIndex } };
    }
    lines.push({ grossMinor, discountMinor, subtotalMinor: grossMinor - discountMinor });
  }
  const subtotalMinor = lines.reduce((sum, l) => sum + l.subtotalMinor, 0);
  const promotionMinor = Math.min(Math.max(0, input.promotionDiscountMinor ?? 0), subtotalMinor);
  const baseMinor = subtotalMinor - promotionMinor;
  const generalDiscountMinor = discountOn(baseMinor, input.discount);
  if (generalDiscountMinor === null) {
    return {
      ok: false,
      error: input.discount?.tipo === 'porcentaje' ? { code: 'percent-out-of-range', lineIndex: null } : { code: 'discount-exceeds-subtotal' },
    };
  }
  const customerPercent = input.customerPercentScaled ?? 0;
  if (customerPercent < 0 || customerPercent > MAX_PERCENT_SCALED) {
    return { ok: false, error: { code: 'percent-out-of-range', lineIndex: null } };
  }
  const customerDiscountMinor = percentOf(baseMinor - generalDiscountMinor, customerPercent);
  return {
    ok: true,
    totals: {
      lines,
      subtotalMinor,
      generalDiscountMinor,
      customerDiscountMinor,
      totalMinor: baseMinor - generalDiscountMinor - customerDiscountMinor,
      ...(promotionMinor > 0 ? { promotionDiscountMinor: promotionMinor } : {}),
    },
  };
}

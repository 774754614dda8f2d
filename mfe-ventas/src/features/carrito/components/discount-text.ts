import { PERCENT_DECIMALS, type Discount } from '@resto/shared/rules';
import type { NumberFields } from '@resto/shared/sales-ui';

export type DiscountTextResult = { ok: true; discount: Discount | null } | { ok: false; message: string | null };

/**
 * A discount typed the way the venue writes numbers: '12,5' as a percent is 1250; '1.000' as an
 * amount is 100000 minor units (ARS). Blank is no discount. When the text is not a number, the
 * parser's reason (a letter, too many decimals, a negative); ranges are the shared totals rules'.
 */
export function parseDiscountText(fields: NumberFields, kind: Discount['tipo'], text: string): DiscountTextResult {
  if (text.trim() === '') return { ok: true, discount: null };
  const options = kind === 'porcentaje' ? { decimals: PERCENT_DECIMALS } : { currency: fields.currency };
  const parsed = fields.parse(text, options);
  if (!parsed.ok) {
    const decimals = kind === 'porcentaje' ? PERCENT_DECIMALS : fields.decimalsOf(fields.currency);
    return { ok: false, message: fields.message(parsed.reason, decimals) };
  }
  return { ok: true, discount: { tipo: kind, valor: Number(parsed.scaled) } };
}

/** What a discount field pre-fills for a discount already set: 1250 -> '12,5'; 100000 -> '1.000'. */
export function discountText(fields: NumberFields, discount: Discount | null | undefined): string {
  if (!discount) return '';
  return discount.tipo === 'porcentaje' ? fields.numberText(discount.valor / 10 ** PERCENT_DECIMALS, PERCENT_DECIMALS) : fields.minorText(discount.valor);
}

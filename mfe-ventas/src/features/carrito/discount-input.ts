import { formatScaled, parseScaled, PERCENT_DECIMALS, type Discount } from '@resto/shared/rules';
import { amountText, parseAmountText } from '@resto/shared/sales-ui';

/** The venue's currency and locale (`useMoney()`); amounts are read at that currency's scale. */
export interface VenueMoney {
  currency: string;
  locale: string;
}

// Until every caller passes useMoney()'s currency and locale: the product's default venue.
const DEFAULT_VENUE_MONEY: VenueMoney = { currency: 'ARS', locale: 'es-AR' };

/** The discount kinds a form offers: none, a percent, or a fixed amount. */
export type DiscountChoice = 'ninguno' | Discount['tipo'];

/**
 * A discount as typed: '12,5' as a percent is 1250; '1500,50' as an amount is 150050 minor units.
 * Null for no discount; undefined when the text is not a valid number for its kind (more than
 * 2 decimals, thousands separators, letters). Ranges are checked by the shared totals rules.
 */
export function readDiscount(kind: DiscountChoice, text: string, venue: VenueMoney = DEFAULT_VENUE_MONEY): Discount | null | undefined {
  if (kind === 'ninguno') return null;
  if (kind === 'porcentaje') {
    const scaled = parseScaled(text.trim().replace(',', '.'), PERCENT_DECIMALS);
    return scaled === null || scaled < 0n ? undefined : { tipo: kind, valor: Number(scaled) };
  }
  const minor = parseAmountText(text, venue.currency, venue.locale);
  return minor === null ? undefined : { tipo: kind, valor: minor };
}

/** What a discount field shows for a discount already set: 1250 -> '12.5', 150050 -> '1500.5'. */
export function discountInputText(discount: Discount | null | undefined, venue: VenueMoney = DEFAULT_VENUE_MONEY): string {
  if (!discount) return '';
  return discount.tipo === 'porcentaje' ? formatScaled(BigInt(discount.valor), PERCENT_DECIMALS) : amountText(discount.valor, venue.currency, venue.locale);
}

import { currencyScale } from './currency-scale';

export const DEFAULT_LOCALE = 'es-AR';
export const DEFAULT_CURRENCY = 'ARS';

export interface MoneyFormatOptions {
  /** ISO 4217 code. Default 'ARS'. */
  currency?: string;
  /** BCP 47 locale. Default 'es-AR'. */
  locale?: string;
}

/** Decimal places of a currency's minor unit (ARS 2, CLP 0...): the one table, `currencyScale`. */
export function minorUnitDigits(currency: string = DEFAULT_CURRENCY): number {
  return currencyScale(currency);
}

/**
 * Decimal string of an integer amount of minor units ("123456" cents -> "1234.56"), built with
 * integer arithmetic only so no floating-point rounding ever reaches the screen.
 */
export function minorToDecimalString(minor: number | bigint, currency: string = DEFAULT_CURRENCY): string {
  const digits = minorUnitDigits(currency);
  const value = typeof minor === 'bigint' ? minor : BigInt(Math.trunc(minor));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = abs.toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? text : text.slice(0, text.length - digits);
  const fraction = digits === 0 ? '' : `.${text.slice(text.length - digits)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Formats integer minor units as money: `formatMoney(123456)` -> "$ 1.234,56" (es-AR, ARS). */
export function formatMoney(minor: number | bigint, options: MoneyFormatOptions = {}): string {
  const currency = options.currency ?? DEFAULT_CURRENCY;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const digits = currencyScale(currency);
  // The table's digits, not the runtime's: a browser with another ICU must print what is stored.
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  // Intl accepts exact decimal strings (ES2023), so big amounts keep every digit.
  return formatter.format(minorToDecimalString(minor, currency) as `${number}`);
}

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

const symbolCache = new Map<string, 'symbol' | 'narrowSymbol'>();

/**
 * How a currency's sign is written in a locale. Intl's own symbol ('$', 'US$', 'R$', '€'), but
 * where the locale has none and would print the ISO code ('BRL 0,00' in es-AR) the narrow sign is
 * used ('R$ 0,00'), unless that narrow sign is a bare '$' that would read as the local currency
 * (CLP or UYU in es-AR keep their code).
 */
function currencyDisplay(locale: string, currency: string): 'symbol' | 'narrowSymbol' {
  const key = `${locale}|${currency}`;
  let display = symbolCache.get(key);
  if (display === undefined) {
    display = 'symbol';
    try {
      const sign = (style: 'symbol' | 'narrowSymbol') =>
        new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: style }).formatToParts(1).find((p) => p.type === 'currency')?.value ?? '';
      const symbol = sign('symbol');
      if (symbol.toUpperCase() === currency.toUpperCase()) {
        const narrow = sign('narrowSymbol');
        if (narrow !== '$' && narrow.toUpperCase() !== currency.toUpperCase()) display = 'narrowSymbol';
      }
    } catch {
      // An unknown code is printed as the code.
    }
    symbolCache.set(key, display);
  }
  return display;
}

/** The one minus sign of formatted numbers: ASCII '-', whatever the locale or runtime prefers. */
export function normalizeMinus(text: string): string {
  return text.replace(/\u2212/g, '-');
}

/**
 * Formats integer minor units as money: `formatMoney(123456)` -> "$ 1.234,56" (es-AR, ARS).
 * The one money formatter of the product (screens, handheld, remito): a negative amount is written
 * '-$ 1.000,00', never by prefixing a sign to a formatted amount.
 */
export function formatMoney(minor: number | bigint, options: MoneyFormatOptions = {}): string {
  const currency = (options.currency ?? DEFAULT_CURRENCY).toUpperCase();
  const locale = options.locale ?? DEFAULT_LOCALE;
  const digits = currencyScale(currency);
  let formatter: Intl.NumberFormat;
  try {
    // The table's digits, not the runtime's: a browser with another ICU must print what is stored.
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currencyDisplay(locale, currency),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  } catch {
    // A venue's own label that is not an ISO code: the number, then the label.
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    return normalizeMinus(`${number.format(minorToDecimalString(minor, currency) as `${number}`)} ${currency}`);
  }
  // Intl accepts exact decimal strings (ES2023), so big amounts keep every digit.
  return normalizeMinus(formatter.format(minorToDecimalString(minor, currency) as `${number}`));
}

import { DEFAULT_LOCALE, normalizeMinus } from './money';

/**
 * Compact number: from 1,000 one decimal plus K, from 1,000,000 two decimals plus M,
 * below that the plain number. The decimal separator follows the locale (default es-AR).
 */
export function formatCompact(value: number, locale: string = DEFAULT_LOCALE): string {
  const abs = Math.abs(value);
  const fixed = (n: number, digits: number) => normalizeMinus(new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n));
  if (abs >= 1_000_000) return `${fixed(value / 1_000_000, 2)}M`;
  if (abs >= 1_000) return `${fixed(value / 1_000, 1)}K`;
  return normalizeMinus(new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value));
}

/**
 * A plain number in the locale: `formatNumber(1234.5)` -> '1.234,5'. `fractionDigits` fixes the
 * decimals; otherwise up to `maximumFractionDigits` (Intl's default 3).
 */
export function formatNumber(value: number | string, locale: string = DEFAULT_LOCALE, fractionDigits?: number, maximumFractionDigits?: number): string {
  const options: Intl.NumberFormatOptions =
    fractionDigits === undefined
      ? maximumFractionDigits === undefined
        ? {}
        : { maximumFractionDigits }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return normalizeMinus(new Intl.NumberFormat(locale, options).format(value as `${number}`));
}

export interface PercentFormatOptions {
  /** BCP 47 locale. Default 'es-AR'. */
  locale?: string;
  /** Most decimals shown. Default 2 (discounts keep 2 decimals). */
  maximumFractionDigits?: number;
}

/**
 * The one percentage formatter: `formatPercent(12.5)` -> '12,5%' (es-AR), '12.5%' (en-US). The
 * value is the percent itself (12.5 means 12.5 %), as a number or an exact decimal string.
 */
export function formatPercent(value: number | string, options: PercentFormatOptions = {}): string {
  const formatter = new Intl.NumberFormat(options.locale ?? DEFAULT_LOCALE, {
    style: 'unit',
    unit: 'percent',
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
  });
  return normalizeMinus(formatter.format(value as `${number}`));
}

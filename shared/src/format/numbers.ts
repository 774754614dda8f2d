import { DEFAULT_LOCALE } from './money';

/**
 * Compact number (SPEC §1): from 1,000 one decimal plus K, from 1,000,000 two decimals plus M,
 * below that the plain number. The decimal separator follows the locale (default es-AR).
 */
export function formatCompact(value: number, locale: string = DEFAULT_LOCALE): string {
  const abs = Math.abs(value);
  const fixed = (n: number, digits: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
  if (abs >= 1_000_000) return `${fixed(value / 1_000_000, 2)}M`;
  if (abs >= 1_000) return `${fixed(value / 1_000, 1)}K`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

export function formatNumber(value: number, locale: string = DEFAULT_LOCALE, fractionDigits?: number): string {
  return new Intl.NumberFormat(
    locale,
    fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
  ).format(value);
}

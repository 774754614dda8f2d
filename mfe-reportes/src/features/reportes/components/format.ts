import { formatCompact } from '@resto/shared/format';

/**
 * A money amount in compact form (1,2K from a thousand, 3,45M from a million) with the
 * currency's sign as the venue writes it: '$ 1,2K', 'US$ 3,45M'.
 */
export function compactMoney(amount: number, currency: string, locale: string): string {
  const sign = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
  return `${sign}\u00a0${formatCompact(amount, locale)}`;
}

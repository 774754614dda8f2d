import { useCallback } from 'react';
import { formatMoney, formatNumber } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import { useGeneralConfig } from '@resto/shared/session';

/**
 * The venue's locale and currency (general config), as every other screen writes money, dates and
 * quantities (`useMoney` of @resto/shared/sales-ui): the interface language only picks the texts,
 * so an es-AR venue reads '$ 3.200,00' in English too. This hook stays apart from sales-ui so the
 * handheld's standalone bundle does not pull Chakra in; both call the same `formatMoney`.
 */
export function useLocaleInfo(): { locale: string; currency: string } {
  const { locale, currencyCode } = useGeneralConfig();
  return { locale, currency: currencyCode };
}

/** Formats API decimals (`money(1500.5)`) or minor units (`money(150050, true)`) as the venue's money. */
export function useMoney(): (amount: number, isMinor?: boolean) => string {
  const { locale, currency } = useLocaleInfo();
  return useCallback((amount: number, isMinor = false) => formatMoney(isMinor ? amount : toMinor(amount, currency), { locale, currency }), [locale, currency]);
}

/** A quantity with up to 3 decimals in the venue's locale. */
export function useQuantity(): (n: number) => string {
  const { locale } = useLocaleInfo();
  return useCallback((n: number) => formatNumber(n, locale, undefined, 3), [locale]);
}

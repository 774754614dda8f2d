import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import { useGeneralConfig } from '@resto/shared/session';

const LOCALES: Record<string, string> = { es: 'es-AR', br: 'pt-BR', en: 'en-US' };

/** The interface language's Intl locale and the venue's currency. */
export function useLocaleInfo(): { locale: string; currency: string } {
  const { i18n } = useTranslation();
  const { currencyCode } = useGeneralConfig();
  return { locale: LOCALES[i18n.language] ?? 'es-AR', currency: currencyCode };
}

/** Formats API decimals (`money(1500.5)`) or minor units (`money(150050, true)`) as the venue's money. */
export function useMoney(): (amount: number, isMinor?: boolean) => string {
  const { locale, currency } = useLocaleInfo();
  return useCallback((amount: number, isMinor = false) => formatMoney(isMinor ? amount : toMinor(amount, currency), { locale, currency }), [locale, currency]);
}

/** A quantity with up to 3 decimals in the interface language. */
export function useQuantity(): (n: number) => string {
  const { locale } = useLocaleInfo();
  return useCallback((n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(n), [locale]);
}

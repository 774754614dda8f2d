import { useMemo } from 'react';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../format';
import { formatScaled, PERCENT_DECIMALS, toMinor } from '../rules/money';
import { useGeneralConfig } from '../session/general-config';

export interface MoneyFormat {
  /** The venue's currency (ISO 4217). */
  currency: string;
  /** The venue's locale, which money and dates are written in. */
  locale: string;
  /** Integer minor units as money: 123450 -> '$ 1.234,50'. */
  money: (minor: number, currency?: string) => string;
  /** An API amount (decimal in the currency's major unit) as money: 1234.5 ARS -> '$ 1.234,50', 1000 CLP -> '$1.000'. */
  amount: (decimal: number, currency?: string) => string;
  /** A venue date 'YYYY-MM-DD' as the venue writes it: '01/05/2025'. */
  date: (isoDate: string) => string;
  /** A quantity or weight with up to 3 decimals: 0.25 -> '0,25'. */
  quantity: (decimal: number) => string;
  /** A percentage (the percent itself) as the venue writes it: 12.5 -> '12,5%'. */
  percent: (value: number) => string;
  /** A percentage kept at 2 decimals as an integer (discounts): 1250 -> '12,5%'. */
  percentScaled: (scaled: number) => string;
}

/** Money, quantities and dates in the venue's currency and locale (general config). */
export function useMoney(): MoneyFormat {
  const { currencyCode, locale } = useGeneralConfig();
  return useMemo(() => {
    const money = (minor: number, currency = currencyCode) => formatMoney(minor, { currency, locale });
    return {
      currency: currencyCode,
      locale,
      money,
      // The wire's decimal is read at the scale of the currency it is in (CLP 1000 is 1000 pesos).
      amount: (decimal, currency = currencyCode) => money(toMinor(decimal, currency), currency),
      // A calendar date has no time zone: read and print it in UTC so it never shifts a day.
      date: (isoDate) => formatDate(`${isoDate}T00:00:00Z`, { locale, timeZone: 'UTC' }),
      quantity: (decimal) => formatNumber(decimal, locale, undefined, 3),
      percent: (value) => formatPercent(value, { locale }),
      percentScaled: (scaled) => formatPercent(formatScaled(BigInt(scaled), PERCENT_DECIMALS), { locale }),
    };
  }, [currencyCode, locale]);
}

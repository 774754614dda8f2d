import esCommon from '../i18n/locales/es/common.json' with { type: 'json' };

/** A translator (i18next's `t`), so the display names follow the interface language. */
export type CurrencyNameTranslate = (key: string, options: { defaultValue: string }) => string;

/**
 * Display names of SPEC §1 in Spanish (BRL Reales, USD Dólares, EUR Euros, ARS Pesos Argentinos),
 * read from the es texts: the i18n key `currencies.<CODE>` holds each language's name.
 */
export const CURRENCY_DISPLAY_NAMES: Readonly<Record<string, string>> = esCommon.currencies;

/**
 * The product's name of a currency in the interface language: `currencyDisplayName('BRL', t)` is
 * 'Reales' in es, 'Reais' in br. Without `t`, the Spanish name. Unknown codes are shown as the code.
 */
export function currencyDisplayName(code: string, t?: CurrencyNameTranslate): string {
  const upper = code.toUpperCase();
  const spanish = CURRENCY_DISPLAY_NAMES[upper];
  if (spanish === undefined) return upper;
  return t ? t(`currencies.${upper}`, { defaultValue: spanish }) : spanish;
}

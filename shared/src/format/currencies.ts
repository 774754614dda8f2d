import esCommon from '../i18n/locales/es/common.json' with { type: 'json' };
import { DEFAULT_LOCALE } from './money';

/** A translator (i18next's `t`), so the display names follow the interface language. */
export type CurrencyNameTranslate = (key: string, options: { defaultValue: string }) => string;

/**
 * Display names of In Spanish (BRL Reales, USD Dólares, EUR Euros, ARS Pesos Argentinos),
 * read from the es texts: the i18n key `currencies.<CODE>` holds each language's name.
 */
export const CURRENCY_DISPLAY_NAMES: Readonly<Record<string, string>> = esCommon.currencies;

/** The locale's own name of a currency ('Peso uruguayo' in es-AR), or null when Intl has none. */
function intlCurrencyName(code: string, locale: string): string | null {
  if (!/^[A-Z]{3}$/.test(code) || typeof Intl.DisplayNames !== 'function') return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }).of(code);
    if (!name || name.toUpperCase() === code) return null;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return null;
  }
}

/**
 * The product's name of a currency in the interface language: `currencyDisplayName('BRL', t)` is
 * 'Reales' in es, 'Reais' in br. Without `t`, the Spanish name. A currency the product does not
 * name gets the locale's own name (`currencyDisplayName('UYU', t, 'es-AR')` is 'Peso uruguayo'),
 * so a list never reads 'UYU · UYU'; only a code Intl does not know is shown as the code.
 */
export function currencyDisplayName(code: string, t?: CurrencyNameTranslate, locale: string = DEFAULT_LOCALE): string {
  const upper = code.toUpperCase();
  const spanish = CURRENCY_DISPLAY_NAMES[upper];
  if (spanish === undefined) return intlCurrencyName(upper, locale) ?? upper;
  return t ? t(`currencies.${upper}`, { defaultValue: spanish }) : spanish;
}

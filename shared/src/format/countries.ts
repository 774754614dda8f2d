export type UnitSystem = 'metric' | 'imperial';

export interface CountryEntry {
  /** ISO 3166-1 alpha-2 */
  code: string;
  locale: string;
  country: string;
  flag: string;
  defaultCurrency: string;
  unitSystem: UnitSystem;
}

/** Supported countries. Only the United States uses imperial units. */
export const COUNTRIES: readonly CountryEntry[] = [
  { code: 'AR', locale: 'es-AR', country: 'Argentina', flag: '🇦🇷', defaultCurrency: 'ARS', unitSystem: 'metric' },
  { code: 'UY', locale: 'es-UY', country: 'Uruguay', flag: '🇺🇾', defaultCurrency: 'UYU', unitSystem: 'metric' },
  { code: 'CL', locale: 'es-CL', country: 'Chile', flag: '🇨🇱', defaultCurrency: 'CLP', unitSystem: 'metric' },
  { code: 'PE', locale: 'es-PE', country: 'Perú', flag: '🇵🇪', defaultCurrency: 'PEN', unitSystem: 'metric' },
  { code: 'CO', locale: 'es-CO', country: 'Colombia', flag: '🇨🇴', defaultCurrency: 'COP', unitSystem: 'metric' },
  { code: 'MX', locale: 'es-MX', country: 'México', flag: '🇲🇽', defaultCurrency: 'MXN', unitSystem: 'metric' },
  { code: 'DO', locale: 'es-DO', country: 'República Dominicana', flag: '🇩🇴', defaultCurrency: 'DOP', unitSystem: 'metric' },
  { code: 'VE', locale: 'es-VE', country: 'Venezuela', flag: '🇻🇪', defaultCurrency: 'VES', unitSystem: 'metric' },
  { code: 'CR', locale: 'es-CR', country: 'Costa Rica', flag: '🇨🇷', defaultCurrency: 'CRC', unitSystem: 'metric' },
  { code: 'PA', locale: 'es-PA', country: 'Panamá', flag: '🇵🇦', defaultCurrency: 'PAB', unitSystem: 'metric' },
  { code: 'GT', locale: 'es-GT', country: 'Guatemala', flag: '🇬🇹', defaultCurrency: 'GTQ', unitSystem: 'metric' },
  { code: 'HN', locale: 'es-HN', country: 'Honduras', flag: '🇭🇳', defaultCurrency: 'HNL', unitSystem: 'metric' },
  { code: 'BR', locale: 'pt-BR', country: 'Brasil', flag: '🇧🇷', defaultCurrency: 'BRL', unitSystem: 'metric' },
  { code: 'US', locale: 'en-US', country: 'Estados Unidos', flag: '🇺🇸', defaultCurrency: 'USD', unitSystem: 'imperial' },
  { code: 'CA', locale: 'en-CA', country: 'Canadá', flag: '🇨🇦', defaultCurrency: 'CAD', unitSystem: 'metric' },
];

export function findCountryByLocale(locale: string): CountryEntry | undefined {
  const lower = locale.toLowerCase();
  return COUNTRIES.find((c) => c.locale.toLowerCase() === lower);
}

export function findCountryByCurrency(currency: string): CountryEntry | undefined {
  const upper = currency.toUpperCase();
  return COUNTRIES.find((c) => c.defaultCurrency === upper);
}

/** Unit system of a locale: imperial only for the United States; unknown locales are metric. */
export function unitSystemForLocale(locale: string): UnitSystem {
  return findCountryByLocale(locale)?.unitSystem ?? 'metric';
}

import type { Language } from '../contracts/config';
import { LANGUAGES } from '../contracts/constants';

export const DEFAULT_LANGUAGE: Language = 'es';

/** A stored language counts only if it is es, br or en; anything else falls back to es. */
export function resolveLanguage(stored: unknown): Language {
  return typeof stored === 'string' && (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : DEFAULT_LANGUAGE;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag for Intl formatting of each interface language. */
export const LANGUAGE_LOCALES: Record<Language, string> = { es: 'es-AR', br: 'pt-BR', en: 'en-US' };

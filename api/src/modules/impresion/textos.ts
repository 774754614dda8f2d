import type { Language } from '@resto/shared/contracts';
import { translations } from '@resto/shared/i18n/resources';
import i18next, { type TFunction } from 'i18next';

/*
 * The printed labels of tickets in the venue's language: `impresionTicket.*` in the
 * same locale files as the screens, so a venue in Brazil gets COZINHA and Garçom on its kitchen
 * tickets and an English one KITCHEN and Server.
 */
const LOCALES: Record<Language, string> = { es: 'es', br: 'pt-BR', en: 'en' };

const instance = i18next.createInstance();
void instance.init({
  resources: { es: { translation: translations.es }, 'pt-BR': { translation: translations.br }, en: { translation: translations.en } },
  lng: 'es',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** A translator of the ticket labels ('mesa', 'total', …) in `language`. */
export function textosTicket(language: Language): TFunction {
  return instance.getFixedT(LOCALES[language], undefined, 'impresionTicket');
}

/** The language tickets print in, from the venue's locale (pt-* → br, en-* → en, else es). */
export function idiomaDeLocale(locale: string): Language {
  const lower = locale.toLowerCase();
  if (lower.startsWith('pt')) return 'br';
  if (lower.startsWith('en')) return 'en';
  return 'es';
}

import type { Language } from '@resto/shared/contracts';
import { translations } from '@resto/shared/i18n/resources';
import i18next, { type TFunction } from 'i18next';

/*
 * Texts the api writes itself (tickets, purchase orders, the assistant's answers, report exports)
 * in a person's or a venue's language. 'br' is read with pt-BR's plural rules.
 */
const LOCALES: Record<Language, string> = { es: 'es', br: 'pt-BR', en: 'en' };

/** A translator over one es/br/en tree of texts: `(language, prefix?)` gives its fixed t. */
export function traductor(trees: Readonly<Record<Language, object>>): (language: Language, prefix?: string) => TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    resources: { es: { translation: trees.es }, 'pt-BR': { translation: trees.br }, en: { translation: trees.en } },
    lng: 'es',
    fallbackLng: 'es',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return (language, prefix) => instance.getFixedT(LOCALES[language], undefined, prefix);
}

/** The screens' own locale files, for the texts the api prints with the same keys. */
export const textosDeLaApp = traductor(translations);

/** The language of a venue's locale (pt-* → br, en-* → en, else es): what its tickets and documents print in. */
export function idiomaDeLocale(locale: string): Language {
  const lower = locale.toLowerCase();
  if (lower.startsWith('pt')) return 'br';
  if (lower.startsWith('en')) return 'en';
  return 'es';
}

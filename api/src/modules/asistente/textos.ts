import { translations } from '@resto/shared/i18n/resources';
import type { Language } from '@resto/shared/contracts';
import i18next, { type TFunction } from 'i18next';

/*
 * The assistant's answers in the person's language (es first, br, en), from the same locale files
 * as the screens (`asistente.respuestas.*`). 'br' is read with pt-BR's plural rules.
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

/** A translator of the assistant's texts ('ventasTotal', …) in `language`. */
export function textosDe(language: Language): TFunction {
  return instance.getFixedT(LOCALES[language], undefined, 'asistente.respuestas');
}

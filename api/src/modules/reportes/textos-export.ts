import type { Language } from '@resto/shared/contracts';
import i18next, { type TFunction } from 'i18next';
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

/*
 * The texts of the report exports (titles, sections, column headers, the header lines of the CSV
 * and the PDF) in the caller's language: es first, br, en, with the same keys
 * (reportes-export.test). They live beside the api rather than in shared/src/i18n because only
 * the api writes them: the phones' bundles do not carry them.
 */
export const TEXTOS_EXPORT = { es, br, en } as const;
const LOCALES: Record<Language, string> = { es: 'es', br: 'pt-BR', en: 'en' };

const instance = i18next.createInstance();
void instance.init({
  resources: { es: { translation: es }, 'pt-BR': { translation: br }, en: { translation: en } },
  lng: 'es',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** A translator of the export texts ('columnas.total', 'rangoPdf', …) in `language` (es by default). */
export function textosExport(language: Language = 'es'): TFunction {
  return instance.getFixedT(LOCALES[language]);
}

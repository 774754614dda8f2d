import type { Language } from '@resto/shared/contracts';
import type { TFunction } from 'i18next';
import { traductor } from '../../lib/textos';
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
const traducir = traductor(TEXTOS_EXPORT);

/** A translator of the export texts ('columnas.total', 'rangoPdf', …) in `language` (es by default). */
export function textosExport(language: Language = 'es'): TFunction {
  return traducir(language);
}

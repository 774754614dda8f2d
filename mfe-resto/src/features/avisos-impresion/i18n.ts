import { registerTranslations } from '@resto/shared/i18n';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const IMPRESION_AVISOS_LOCALES = { es, br, en } as const;

/** Adds the print warnings' texts (the `impresionAvisos` group). */
export function registerPrintWarningsTranslations(): void {
  registerTranslations(IMPRESION_AVISOS_LOCALES);
}

import { registerTranslations } from '@resto/shared/i18n';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const DICTADO_LOCALES = { es, br, en } as const;

/** The dictation's texts (the `waiterDictado` group), loaded with its chunk, not with the handheld. */
export function registerDictadoTranslations(): void {
  registerTranslations(DICTADO_LOCALES);
}

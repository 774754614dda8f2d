import { registerTranslations } from '@resto/shared/i18n';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const ASISTENTE_ADMIN_LOCALES = { es, br, en } as const;

/** Adds the assistant settings' texts (the `asistenteAdmin` group) to the page's i18next instance. */
export function registerAsistenteTranslations(): void {
  registerTranslations(ASISTENTE_ADMIN_LOCALES);
}

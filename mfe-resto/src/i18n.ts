import { registerTranslations } from '@resto/shared/i18n';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const RESTO_LOCALES = { es, br, en } as const;

/** Adds this remote's texts (the `resto` group) to the page's i18next instance. */
export function registerRestoTranslations(): void {
  registerTranslations(RESTO_LOCALES);
}

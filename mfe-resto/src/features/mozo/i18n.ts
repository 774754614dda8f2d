import { registerTranslations } from '@resto/shared/i18n';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const WAITER_LOCALES = { es, br, en } as const;

/** Adds the waiter handheld's texts (the `waiter` group) to the page's i18next instance. */
export function registerWaiterTranslations(): void {
  registerTranslations(WAITER_LOCALES);
}

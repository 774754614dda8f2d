import { getI18n, registerTranslations } from '@resto/shared/i18n';
import { VALIDATION_NS } from '@resto/shared/sales-ui';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import esValidation from './locales/validation/es.json' with { type: 'json' };
import brValidation from './locales/validation/br.json' with { type: 'json' };
import enValidation from './locales/validation/en.json' with { type: 'json' };

export const ADMIN_LOCALES = { es, br, en } as const;

/** The settings, users and roles contracts' validation messages, keyed by their Spanish text. */
export const ADMIN_VALIDATION = { es: esValidation, br: brValidation, en: enValidation } as const;

/** Adds this remote's texts (the `admin` group) and its forms' validation messages to the page's i18next instance. */
export function registerAdminTranslations(): void {
  registerTranslations(ADMIN_LOCALES);
  const i18n = getI18n();
  for (const [lang, tree] of Object.entries(ADMIN_VALIDATION)) i18n.addResourceBundle(lang, VALIDATION_NS, tree, true, false);
}

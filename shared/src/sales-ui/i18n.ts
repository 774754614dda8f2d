import type { Language } from '../contracts/config';
import { getI18n, registerTranslations, VALIDATION_NS, type TranslationTree } from '../i18n';
import esTexts from './locales/es/sales-ui.json' with { type: 'json' };
import brTexts from './locales/br/sales-ui.json' with { type: 'json' };
import enTexts from './locales/en/sales-ui.json' with { type: 'json' };
import esValidation from './locales/es/validation.json' with { type: 'json' };
import brValidation from './locales/br/validation.json' with { type: 'json' };
import enValidation from './locales/en/validation.json' with { type: 'json' };

export { VALIDATION_NS };

export const SALES_UI_LOCALES = {
  texts: { es: esTexts, br: brTexts, en: enTexts },
  validation: { es: esValidation, br: brValidation, en: enValidation },
} as const satisfies Record<string, Record<Language, TranslationTree>>;

/** The i18next instance the texts were added to (the page has one; a test may make another). */
let registeredOn: unknown = null;

/**
 * Adds the money-path texts and the validation messages to the page's i18next instance, once per
 * instance (the shell and every remote share one).
 */
export function registerSalesUiTranslations(): void {
  const i18n = getI18n();
  if (registeredOn === i18n) return;
  registerTranslations(SALES_UI_LOCALES.texts);
  for (const [lang, tree] of Object.entries(SALES_UI_LOCALES.validation)) {
    i18n.addResourceBundle(lang, VALIDATION_NS, tree, true, false);
  }
  registeredOn = i18n;
}

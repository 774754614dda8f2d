import { getI18n, registerTranslations } from '@resto/shared/i18n';
import { VALIDATION_NS } from '@resto/shared/sales-ui';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const BACKUPS_LOCALES = { es, br, en } as const;

/** The backup section's form messages, keyed by their Spanish text. */
export const BACKUPS_VALIDATION = {
  es: { 'La hora debe estar entre 0 y 23': 'La hora debe estar entre 0 y 23', 'Se guardan entre 1 y 365 copias': 'Se guardan entre 1 y 365 copias' },
  br: { 'La hora debe estar entre 0 y 23': 'A hora deve estar entre 0 e 23', 'Se guardan entre 1 y 365 copias': 'São guardadas entre 1 e 365 cópias' },
  en: { 'La hora debe estar entre 0 y 23': 'The hour must be between 0 and 23', 'Se guardan entre 1 y 365 copias': 'Between 1 and 365 backups are kept' },
} as const;

/** Adds the backup section's texts (the `backupsAdmin` group) to the page's i18next instance. */
export function registerBackupsTranslations(): void {
  registerTranslations(BACKUPS_LOCALES);
  const i18n = getI18n();
  for (const [lang, tree] of Object.entries(BACKUPS_VALIDATION)) i18n.addResourceBundle(lang, VALIDATION_NS, tree, true, false);
}

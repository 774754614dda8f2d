import { RESPALDO_FRASE_MAXIMO, RESPALDO_FRASE_MINIMO } from '@resto/shared/contracts';
import { getI18n, registerTranslations } from '@resto/shared/i18n';
import { VALIDATION_NS } from '@resto/shared/sales-ui';
import es from './locales/es.json' with { type: 'json' };
import br from './locales/br.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };

export const BACKUPS_LOCALES = { es, br, en } as const;

/** The download dialog's passphrase messages (Spanish: the keys below). */
export const FRASE_CORTA = `La frase debe tener al menos ${RESPALDO_FRASE_MINIMO} caracteres`;
export const FRASE_LARGA = `La frase debe tener como máximo ${RESPALDO_FRASE_MAXIMO} caracteres`;
export const FRASES_DISTINTAS = 'Las dos frases no coinciden';

/** The backup section's form messages, keyed by their Spanish text. */
export const BACKUPS_VALIDATION = {
  es: {
    'La hora debe estar entre 0 y 23': 'La hora debe estar entre 0 y 23',
    'Se guardan entre 1 y 365 copias': 'Se guardan entre 1 y 365 copias',
    [FRASE_CORTA]: FRASE_CORTA,
    [FRASE_LARGA]: FRASE_LARGA,
    [FRASES_DISTINTAS]: FRASES_DISTINTAS,
  },
  br: {
    'La hora debe estar entre 0 y 23': 'A hora deve estar entre 0 e 23',
    'Se guardan entre 1 y 365 copias': 'São guardadas entre 1 e 365 cópias',
    [FRASE_CORTA]: `A frase deve ter pelo menos ${RESPALDO_FRASE_MINIMO} caracteres`,
    [FRASE_LARGA]: `A frase deve ter no máximo ${RESPALDO_FRASE_MAXIMO} caracteres`,
    [FRASES_DISTINTAS]: 'As duas frases não coincidem',
  },
  en: {
    'La hora debe estar entre 0 y 23': 'The hour must be between 0 and 23',
    'Se guardan entre 1 y 365 copias': 'Between 1 and 365 backups are kept',
    [FRASE_CORTA]: `The passphrase must be at least ${RESPALDO_FRASE_MINIMO} characters long`,
    [FRASE_LARGA]: `The passphrase must be at most ${RESPALDO_FRASE_MAXIMO} characters long`,
    [FRASES_DISTINTAS]: 'The two passphrases do not match',
  },
} as const;

/** Adds the backup section's texts (the `backupsAdmin` group) to the page's i18next instance. */
export function registerBackupsTranslations(): void {
  registerTranslations(BACKUPS_LOCALES);
  const i18n = getI18n();
  for (const [lang, tree] of Object.entries(BACKUPS_VALIDATION)) i18n.addResourceBundle(lang, VALIDATION_NS, tree, true, false);
}

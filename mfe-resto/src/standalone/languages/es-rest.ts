import { mergeLocaleFiles, registerTranslations, type TranslationTree } from '@resto/shared/i18n';
import { FIRST_SPANISH_GROUPS, pickGroups } from './first-spanish';

// The handheld's lazy chunk of the shared Spanish texts the first script leaves out (./first-spanish.ts).
export const SHARED = import.meta.glob<TranslationTree>('../../../../shared/src/i18n/locales/es/*.json', { eager: true, import: 'default' });

/** The shared Spanish groups the first script does not carry, merged as the desktop merges them. */
export function restOfSpanish(): TranslationTree {
  return pickGroups(mergeLocaleFiles(SHARED), (group) => !FIRST_SPANISH_GROUPS.includes(group));
}

export const registerRestOfSpanish = (): void => registerTranslations({ es: restOfSpanish() });

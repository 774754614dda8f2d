import type { TranslationTree } from '@resto/shared/i18n';
import { registerLocaleFiles } from './register-locale-files';

// The handheld's lazy chunk of this language (see ./index.ts): every shared file and every file of this remote.
export const SHARED = import.meta.glob<TranslationTree>('../../../../shared/src/i18n/locales/en/*.json', { eager: true, import: 'default' });
export const OWN = import.meta.glob<TranslationTree>('../../**/locales/en.json', { eager: true, import: 'default' });

export const registerLanguage = (): void => registerLocaleFiles('en', SHARED, OWN);

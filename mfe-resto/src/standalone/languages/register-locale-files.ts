import { mergeLocaleFiles, registerTranslations, type TranslationTree } from '@resto/shared/i18n';

/**
 * Adds one language's texts as the desktop has them: the shared files merged one level deep (as
 * `@resto/shared/i18n` builds its resources), then this remote's own files deep-merged (as each
 * feature's `register...Translations` does). Called by the language chunks.
 */
export function registerLocaleFiles(lang: 'br' | 'en', shared: Record<string, TranslationTree>, own: Record<string, TranslationTree>): void {
  registerTranslations({ [lang]: mergeLocaleFiles(shared) });
  for (const tree of Object.values(own)) registerTranslations({ [lang]: tree });
}

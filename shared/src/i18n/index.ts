import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import type { Language } from '../contracts/config';
import { resolveLanguage, LANGUAGE_LOCALES } from '../rules/language';
import { resources, type TranslationTree } from './resources';

export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
export { resources, translations, spanishText, LOCALE_FILES } from './resources';
export type { TranslationTree } from './resources';

/** localStorage key of the chosen interface language (SPEC §1). */
export const LANGUAGE_KEY = 'rf_lang';
const KEY = '__resto_i18n';

function storedLanguage(): Language {
  try {
    return resolveLanguage(typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return 'es';
  }
}

interface PluralRuleSource {
  getRule(code: string, options?: object): Intl.PluralRules | undefined;
}

/**
 * i18next picks plural forms by language code, and 'br' is Breton's code (one/two/few/many):
 * Portuguese "2 pessoas" would fall back to Spanish. Plural rules follow each language's locale.
 */
function pluralRulesOfLocales(instance: I18n): void {
  const resolver = instance.services.pluralResolver as PluralRuleSource;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(code in LANGUAGE_LOCALES ? LANGUAGE_LOCALES[code as Language] : code, options);
}

function syncDocumentLang(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_LOCALES[lang];
}

/**
 * The page's i18next instance, created and initialised on first call (resources are bundled, so
 * init is synchronous). Kept on globalThis: the shell and each remote bundle this module, and all
 * must translate with the one instance whose language the user picked.
 */
export function initI18n(): I18n {
  const g = globalThis as typeof globalThis & { [KEY]?: I18n };
  let instance = g[KEY];
  if (!instance) {
    instance = i18next.createInstance();
    instance.use(initReactI18next);
    const lng = storedLanguage();
    void instance.init({
      resources,
      lng,
      fallbackLng: 'es',
      supportedLngs: ['es', 'br', 'en'],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    pluralRulesOfLocales(instance);
    syncDocumentLang(lng);
    g[KEY] = instance;
  }
  // This bundle's copy of react-i18next may differ from the one that created the instance.
  setI18n(instance);
  return instance;
}

export function getI18n(): I18n {
  return initI18n();
}

export function getLanguage(): Language {
  return resolveLanguage(initI18n().language);
}

/** Switches the interface language and remembers it for the next visit. */
export async function setLanguage(lang: Language): Promise<void> {
  const valid = resolveLanguage(lang);
  localStorage.setItem(LANGUAGE_KEY, valid);
  await initI18n().changeLanguage(valid);
  syncDocumentLang(valid);
}

/** Lets a remote add its own texts (deep-merged into the default namespace). */
export function registerTranslations(bundles: Partial<Record<Language, TranslationTree>>): void {
  const instance = initI18n();
  for (const [lang, tree] of Object.entries(bundles)) {
    if (tree) instance.addResourceBundle(lang, 'translation', tree, true, false);
  }
}

/** Intl locale of the current interface language (es -> es-AR, br -> pt-BR, en -> en-US). */
export function currentLocale(): string {
  return LANGUAGE_LOCALES[getLanguage()];
}

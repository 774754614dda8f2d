import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import type { Language } from '../contracts/config';
import { resolveLanguage, LANGUAGE_LOCALES } from '../rules/language';
import { resources, type TranslationTree } from './resources';

export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
export { resources, translations, spanishText, LOCALE_FILES, mergeLocaleFiles } from './resources';
export type { TranslationTree } from './resources';

/** localStorage key of the chosen interface language. */
export const LANGUAGE_KEY = 'rf_lang';
/** i18next namespace of the contracts' validation messages, keyed by their Spanish text (the screens add its entries). */
export const VALIDATION_NS = 'validation';
/** The page's i18next instance (`@resto/shared/i18n` is a Module Federation singleton: one per page). */
let pageI18n: I18n | null = null;

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
 * init is synchronous): the shell and every remote translate with this one instance, in the
 * language the user picked.
 */
export function initI18n(): I18n {
  let instance = pageI18n;
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
    // react-i18next's default instance (useTranslation outside a provider): this one.
    setI18n(instance);
    pageI18n = instance;
  }
  return instance;
}

/** Tests only: forget the page's instance, so the next call makes a new one from localStorage. */
export function resetI18nForTests(): void {
  pageI18n = null;
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

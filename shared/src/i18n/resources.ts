// Isomorphic: the api may import these texts, so nothing here touches the browser.
import esCommon from './locales/es/common.json' with { type: 'json' };
import esLogin from './locales/es/login.json' with { type: 'json' };
import esLayout from './locales/es/layout.json' with { type: 'json' };
import esRoutes from './locales/es/routes.json' with { type: 'json' };
import esErrors from './locales/es/errors.json' with { type: 'json' };
import brCommon from './locales/br/common.json' with { type: 'json' };
import brLogin from './locales/br/login.json' with { type: 'json' };
import brLayout from './locales/br/layout.json' with { type: 'json' };
import brRoutes from './locales/br/routes.json' with { type: 'json' };
import brErrors from './locales/br/errors.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enLogin from './locales/en/login.json' with { type: 'json' };
import enLayout from './locales/en/layout.json' with { type: 'json' };
import enRoutes from './locales/en/routes.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import esErrorsSeguridad from './locales/es/errors-seguridad.json' with { type: 'json' };
import esErrorsOperacion from './locales/es/errors-operacion.json' with { type: 'json' };
import esErrorsPedidos from './locales/es/errors-pedidos.json' with { type: 'json' };
import esErrorsReservas from './locales/es/errors-reservas.json' with { type: 'json' };
import brErrorsSeguridad from './locales/br/errors-seguridad.json' with { type: 'json' };
import brErrorsOperacion from './locales/br/errors-operacion.json' with { type: 'json' };
import brErrorsPedidos from './locales/br/errors-pedidos.json' with { type: 'json' };
import brErrorsReservas from './locales/br/errors-reservas.json' with { type: 'json' };
import enErrorsSeguridad from './locales/en/errors-seguridad.json' with { type: 'json' };
import enErrorsOperacion from './locales/en/errors-operacion.json' with { type: 'json' };
import enErrorsPedidos from './locales/en/errors-pedidos.json' with { type: 'json' };
import enErrorsReservas from './locales/en/errors-reservas.json' with { type: 'json' };
import type { Language } from '../contracts/config';

/**
 * Each file holds whole top-level key groups (common.json: `common`, `notifications`...;
 * login.json: `pagesLogin`), and all files of a language merge into i18next's default namespace,
 * so keys read as written in the SPEC: `t('routes.pedidos')`, `t('pagesLogin.emailRequerido')`.
 */
export const LOCALE_FILES = {
  es: {
    common: esCommon,
    login: esLogin,
    layout: esLayout,
    routes: esRoutes,
    errors: esErrors,
    'errors-seguridad': esErrorsSeguridad,
    'errors-operacion': esErrorsOperacion,
    'errors-pedidos': esErrorsPedidos,
    'errors-reservas': esErrorsReservas,
  },
  br: {
    common: brCommon,
    login: brLogin,
    layout: brLayout,
    routes: brRoutes,
    errors: brErrors,
    'errors-seguridad': brErrorsSeguridad,
    'errors-operacion': brErrorsOperacion,
    'errors-pedidos': brErrorsPedidos,
    'errors-reservas': brErrorsReservas,
  },
  en: {
    common: enCommon,
    login: enLogin,
    layout: enLayout,
    routes: enRoutes,
    errors: enErrors,
    'errors-seguridad': enErrorsSeguridad,
    'errors-operacion': enErrorsOperacion,
    'errors-pedidos': enErrorsPedidos,
    'errors-reservas': enErrorsReservas,
  },
} as const satisfies Record<Language, Record<string, Record<string, unknown>>>;

export type TranslationTree = Record<string, unknown>;

/**
 * Files merge one level deep: a group may be split over several files (the `errors` group has
 * one file per domain, errors-<domain>.json), and a key within a group is defined once.
 */
function merge(files: Record<string, TranslationTree>): TranslationTree {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const file of Object.values(files)) {
    for (const [group, tree] of Object.entries(file)) merged[group] = { ...merged[group], ...(tree as Record<string, unknown>) };
  }
  return merged;
}

export const translations: Record<Language, TranslationTree> = {
  es: merge(LOCALE_FILES.es),
  br: merge(LOCALE_FILES.br),
  en: merge(LOCALE_FILES.en),
};

/** i18next `resources` with everything in the default namespace. */
export const resources = {
  es: { translation: translations.es },
  br: { translation: translations.br },
  en: { translation: translations.en },
};

/** Spanish text of a key, for code that has no i18next instance (the api, logs). */
export function spanishText(key: string): string | undefined {
  let node: unknown = translations.es;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

import type { ErrorTemplate } from './template';

/** Refusals about billing and charging a table from the handheld; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/cuenta-mesa.json. */
export const CUENTA_MESA_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

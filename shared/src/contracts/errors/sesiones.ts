import type { ErrorTemplate } from './template';

/** Refusals of sign-in and sessions (issue 17); texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/sesiones.json. */
export const SESIONES_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

import type { ErrorTemplate } from './template';

/** Refusals of sign-in, sessions, requests, fraud from the floor (issue 17); texts in es word for word, translated in i18n/locales/{es,br,en}/errors-seguridad.json. */
export const SEGURIDAD_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

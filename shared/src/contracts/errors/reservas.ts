import type { ErrorTemplate } from './template';

/** Refusals of reservations (issue 10); texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/reservas.json. */
export const RESERVAS_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

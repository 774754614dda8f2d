import type { ErrorTemplate } from './template';

/** Refusals of reservations (issue 10); texts in es word for word, translated in i18n/locales/{es,br,en}/errors-reservas.json. */
export const RESERVAS_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

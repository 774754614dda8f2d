import type { ErrorTemplate } from './template';

/** Refusals of malformed or hostile requests, idempotency (issue 17); texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/solicitudes.json. */
export const SOLICITUDES_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

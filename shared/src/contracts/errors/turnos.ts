import type { ErrorTemplate } from './template';

/** Refusals about tills, shifts, the count and the daily Z; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/turnos.json. */
export const TURNOS_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

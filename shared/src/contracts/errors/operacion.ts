import type { ErrorTemplate } from './template';

/** Refusals of backups, upgrades, metrics (issue 20); texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/operacion.json. */
export const OPERACION_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

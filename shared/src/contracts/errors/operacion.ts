import type { ErrorTemplate } from './template';

/** Refusals of backups, upgrades, metrics (issue 20); texts in es word for word, translated in i18n/locales/{es,br,en}/errors-operacion.json. */
export const OPERACION_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

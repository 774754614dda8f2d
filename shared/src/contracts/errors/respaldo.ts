import type { ErrorTemplate } from './template';

/** Refusals of downloading and restoring a backup; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/respaldo.json. */
export const RESPALDO_ERRORS = {} as const satisfies Record<string, ErrorTemplate>;

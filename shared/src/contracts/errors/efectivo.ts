import type { ErrorTemplate } from './template';

/** Refusals that guard the drawer: voids of earlier registers, expenses, closing another's register, tips; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/efectivo.json. */
export const EFECTIVO_ERRORS = {} as const satisfies Record<string, ErrorTemplate>;

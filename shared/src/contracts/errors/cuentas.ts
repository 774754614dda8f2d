import type { ErrorTemplate } from './template';

/** Refusals about customer accounts, prices, phone sales, passwords and what each role may read; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/cuentas.json. */
export const CUENTAS_ERRORS = {} as const satisfies Record<string, ErrorTemplate>;

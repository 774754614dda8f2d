import type { ErrorTemplate } from './template';

/** Refusals of orders and the kitchen (issue 10); texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/pedidos.json. */
export const PEDIDOS_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

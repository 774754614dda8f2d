import type { ErrorTemplate } from './template';

/** Refusals of orders and the kitchen (issue 10); texts in es word for word, translated in i18n/locales/{es,br,en}/errors-pedidos.json. */
export const PEDIDOS_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

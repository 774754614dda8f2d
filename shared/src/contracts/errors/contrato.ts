import type { ErrorTemplate } from './template';

/** Refusals of a request's shape that the schemas alone do not give (unknown query parameters, the hubs' negotiation); texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/contrato.json. */
export const CONTRATO_ERRORS = {} as const satisfies Record<string, ErrorTemplate>;

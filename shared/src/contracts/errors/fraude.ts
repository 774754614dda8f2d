import type { ErrorTemplate } from './template';

/** Refusals of fraud from the floor: prices, discounts, voids, approvals (issue 17); texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/fraude.json. */
export const FRAUDE_ERRORS = {
} as const satisfies Record<string, ErrorTemplate>;

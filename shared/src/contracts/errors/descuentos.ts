import type { ErrorTemplate } from './template';

/** Refusals of discounts that would outgrow their limit or approval as the table changes; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/descuentos.json. */
export const DESCUENTOS_ERRORS = {} as const satisfies Record<string, ErrorTemplate>;

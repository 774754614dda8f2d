/** A text, or i18next plural forms chosen by the `count` param. */
export type ErrorTemplate = string | { readonly one: string; readonly other: string };

import type { ErrorTemplate } from './template';

/** Refusals about products' recipes and availability ('86'); texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/recetas.json. */
export const RECETAS_ERRORS = {
  /** A product whose recipe needs, for what is asked, more of a controlled ingredient than the stock holds. */
  INSUMO_SIN_STOCK: "No hay stock de '{{insumo}}' para preparar '{{producto}}'",
  /** Staff marked the product sold out by hand. */
  PRODUCTO_AGOTADO: "'{{producto}}' está agotado por hoy",
  /** A combo takes from the stock through its components' recipes, never one of its own. */
  RECETA_COMBO: "'{{producto}}' es un combo: no lleva receta propia, se prepara con las recetas de sus componentes",
} as const satisfies Record<string, ErrorTemplate>;

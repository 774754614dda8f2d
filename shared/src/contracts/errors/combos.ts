import type { ErrorTemplate } from './template';

/** Refusals about combos and set menus; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/combos.json. */
export const COMBOS_ERRORS = {
  PRODUCTO_NO_ES_COMBO: "'{{producto}}' no es un combo: sus grupos se configuran solo en un producto de tipo combo",
  /** A component names a product the venue does not have, or an inactive one. */
  COMBO_COMPONENTE_NO_EXISTE: 'El producto {{productoId}} no existe o no está activo: no puede ser parte del combo',
  COMBO_COMPONENTE_ES_COMBO: "'{{producto}}' es un combo: un combo no puede ser parte de otro",
  /** A kept group or option id that is not of this combo (another session changed it). */
  COMBO_OPCION_NO_EXISTE: 'Una opción o un grupo del combo ya no existe: recargá el producto',
  COMBO_SIN_GRUPOS: "El combo '{{combo}}' no tiene grupos para elegir: configuralo antes de venderlo",
  COMBO_ELECCION_FALTA: "Elegí una opción de '{{grupo}}' para '{{combo}}'",
  COMBO_ELECCION_INVALIDA: "Una de las opciones elegidas no es de '{{combo}}' o ya no está disponible: volvé a elegirlas",
} as const satisfies Record<string, ErrorTemplate>;

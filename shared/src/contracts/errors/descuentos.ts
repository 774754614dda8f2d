import type { ErrorTemplate } from './template';

/** Refusals of discounts that would outgrow their limit or approval as the table changes; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/descuentos.json. */
export const DESCUENTOS_ERRORS = {
  /** A table discount on a table with nothing to discount (its gross is 0): every item added later would be free. */
  DESCUENTO_SIN_IMPORTE: 'La mesa {{numero}} no tiene productos para descontar: cargá los productos y después aplicá el descuento',
  /** A change to the table (an add, a deletion, a quantity, a join...) that takes its discounts beyond what a manager approved: `data.accion` 'descuento' and `data.valor` say what to approve. */
  DESCUENTO_EXCEDE_APROBADO:
    'Con este cambio los descuentos de la mesa {{numero}} llegan a {{monto}} ({{porcentaje}} %), más de lo aprobado ({{aprobado}}): pedí una nueva aprobación o bajá el descuento',
  /** A change to the table that takes discounts that were within the caller's limit beyond it. */
  DESCUENTO_EXCEDE_LIMITE:
    'Con este cambio los descuentos de la mesa {{numero}} llegan a {{porcentaje}} % y superan tu límite de {{limite}} %: pedí la aprobación de un encargado o bajá el descuento',
} as const satisfies Record<string, ErrorTemplate>;

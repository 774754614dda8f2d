import type { ErrorTemplate } from './template';

/** Refusals about purchase orders and their cost alerts; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/compras.json. */
export const COMPRAS_ERRORS = {
  COMPRA_NO_EXISTE: 'La compra no existe',
  /** A line names an ingredient the venue does not have, or an inactive one. */
  COMPRA_INSUMO_INVALIDO: 'El insumo {{insumoId}} no existe o no está activo: no puede ser parte de la compra',
  COMPRA_INSUMO_REPETIDO: "'{{insumo}}' está dos veces en la compra: poné toda la cantidad en una sola línea",
  COMPRA_NO_EDITABLE: 'La compra N° {{numero}} ya no es un borrador: no se puede modificar',
  COMPRA_NO_ENVIABLE: 'La compra N° {{numero}} ya no es un borrador: no se puede enviar otra vez',
  /** Something of it arrived (parcial, recibida) or it was cancelled already. */
  COMPRA_NO_CANCELABLE: 'La compra N° {{numero}} ya recibió mercadería o está cancelada: no se puede cancelar',
  COMPRA_NO_RECIBIBLE: 'La compra N° {{numero}} ya está recibida o cancelada: no admite otra recepción',
  COMPRA_RECEPCION_INSUMO_AJENO: 'El insumo {{insumoId}} no es parte de la compra N° {{numero}}',
  COMPRA_RECEPCION_REPETIDO: "'{{insumo}}' está dos veces en la recepción: poné todo lo que llegó en una sola línea",
  COMPRA_RECEPCION_VACIA: 'Indicá una cantidad mayor a 0 de al menos un insumo de la compra',
  COMPRA_ALERTA_NO_EXISTE: 'La alerta de costo no existe',
} as const satisfies Record<string, ErrorTemplate>;

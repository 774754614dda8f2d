import type { ErrorTemplate } from './template';

/** Refusals about price lists; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/listas-precios.json. */
export const LISTAS_PRECIOS_ERRORS = {
  LISTA_PRECIOS_NO_EXISTE: 'La lista de precios no existe',
  LISTA_PRECIOS_NOMBRE_DUPLICADO: 'Ya existe una lista de precios llamada {{nombre}}',
  /** A fixed price names a product the venue does not have. */
  LISTA_PRECIOS_PRODUCTO_NO_EXISTE: 'El producto {{productoId}} no existe',
  LISTA_PRECIOS_PRODUCTO_REPETIDO: 'El producto {{producto}} está repetido en la lista',
} as const satisfies Record<string, ErrorTemplate>;

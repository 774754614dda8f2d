import type { ErrorTemplate } from './template';

/** Refusals about promotions; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/promociones.json. */
export const PROMOCIONES_ERRORS = {
  PROMOCION_NO_EXISTE: 'La promoción no existe',
  PROMOCION_NOMBRE_DUPLICADO: 'Ya existe una promoción llamada {{nombre}}',
  /** The product or the category it names is not the venue's. */
  PROMOCION_PRODUCTO_NO_EXISTE: 'La promoción nombra un producto que no existe ({{productoId}})',
  PROMOCION_CATEGORIA_NO_EXISTE: 'La promoción nombra una categoría que no existe ({{categoriaId}})',
} as const satisfies Record<string, ErrorTemplate>;

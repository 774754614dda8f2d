import type { ErrorTemplate } from './template';

/** Refusals about billing and charging a table from the handheld; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/cuenta-mesa.json. */
export const CUENTA_MESA_ERRORS = {
  PRECUENTA_SIN_PRODUCTOS: 'La mesa {{numero}} no tiene productos para la precuenta',
  PRECUENTA_SIN_IMPRESORA: 'No hay una impresora activa en la caja para imprimir la precuenta de la mesa {{numero}}',
  APROBADOR_REQUERIDO: 'Indicá quién aprueba: elegí al encargado de la lista o ingresá el código de su credencial',
} as const satisfies Record<string, ErrorTemplate>;

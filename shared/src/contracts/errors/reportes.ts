import type { ErrorTemplate } from './template';

/** Refusals of reports, dashboard and the Z close; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/reportes.json. */
export const REPORTES_ERRORS = {
  REPORTE_RANGO_EXCEDIDO: 'El rango de fechas no puede superar los {{max}} días',
  CIERRE_Z_YA_EMITIDO: 'El cierre Z del {{fecha}} ya fue emitido (N° {{numero}}): podés reimprimirlo, pero no emitirlo de nuevo',
  CIERRE_Z_FECHA_FUTURA: 'No se puede emitir el cierre Z de un día que todavía no empezó',
  CIERRE_Z_CAJA_ABIERTA: 'La caja del {{fecha}} sigue abierta: cerrala antes de emitir el cierre Z',
  CIERRE_Z_NO_EXISTE: 'El cierre Z no existe',
} as const satisfies Record<string, ErrorTemplate>;

import type { ErrorTemplate } from './template';

/** Refusals of printers and the print queue; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/impresion.json. */
export const IMPRESION_ERRORS = {
  IMPRESORA_NO_EXISTE: 'La impresora no existe',
  IMPRESORA_RESPALDO_INVALIDO: 'La impresora de respaldo debe ser otra impresora del local',
  IMPRESORA_RESPALDO_CICLO: 'La impresora de respaldo no puede tener a esta impresora como respaldo',
  IMPRESORA_EN_USO: "La impresora es el respaldo de '{{nombre}}': elegí otro respaldo antes de eliminarla",
  IMPRESORA_NO_ES_DE_RED: 'La impresora se usa desde el navegador: la prueba se imprime desde esta pantalla',
  IMPRESORA_NO_RESPONDE: 'La impresora no respondió: {{detalle}}',
  IMPRESION_CATEGORIA_NO_EXISTE: 'La categoría {{id}} no existe',
  TRABAJO_IMPRESION_NO_EXISTE: 'El trabajo de impresión no existe',
  IMPRESION_SIN_IMPRESORA: 'No hay una impresora activa en la estación {{estacion}}',
  IMPRESION_FACTURA_SIN_CAE: 'La factura todavía no tiene CAE: se imprime cuando ARCA la autorice',
  IMPRESION_TRABAJO_NO_ES_DEL_NAVEGADOR: 'El trabajo se imprime en una impresora de red, no desde el navegador',
} as const satisfies Record<string, ErrorTemplate>;

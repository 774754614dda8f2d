import type { ErrorTemplate } from './template';

/** Refusals of a request's shape that the schemas alone do not give (unknown query parameters, the hubs' negotiation); texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/contrato.json. */
export const CONTRATO_ERRORS = {
  PARAMETRO_DESCONOCIDO: "El parámetro '{{parametro}}' no existe en esta ruta",
  METODO_NO_PERMITIDO: 'Método no permitido: {{metodo}} {{ruta}} solo acepta {{permitidos}}',
  HUB_REINICIANDO: 'El servidor se está reiniciando',
  HUB_CONEXION_DESCONOCIDA: 'Conexión desconocida',
  HUB_CONEXION_YA_ABIERTA: 'La conexión ya está abierta',
} as const satisfies Record<string, ErrorTemplate>;

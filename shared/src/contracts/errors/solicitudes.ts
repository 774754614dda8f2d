import type { ErrorTemplate } from './template';

/** Refusals of malformed or hostile requests, idempotency; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/solicitudes.json. */
export const SOLICITUDES_ERRORS = {
  JSON_DEMASIADO_ANIDADO: 'El cuerpo de la solicitud tiene demasiados niveles anidados (máximo {{maximo}})',
  TEXTO_CON_CARACTER_NULO: 'El cuerpo de la solicitud tiene un carácter nulo (\\u0000), que ningún texto admite',
  CABECERAS_DEMASIADO_GRANDES: 'La dirección o las cabeceras de la solicitud son demasiado grandes',
  MUTACION_CUERPO_DISTINTO: 'El ClientMutationId ya se usó con otro contenido: generá uno nuevo para una operación distinta',
} as const satisfies Record<string, ErrorTemplate>;

import type { ErrorTemplate } from './template';

/** Refusals of the assistant; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/asistente.json. */
export const ASISTENTE_ERRORS = {
  ASISTENTE_PROVEEDOR_NO_CONFIGURADO: 'El proveedor del asistente no está configurado: completá la URL base, el modelo y la clave de API en la configuración',
  /** Missing, pruned, or someone else's (a person only reaches their own conversations). */
  ASISTENTE_CONVERSACION_NO_ENCONTRADA: 'La conversación no existe o ya se borró',
} as const satisfies Record<string, ErrorTemplate>;

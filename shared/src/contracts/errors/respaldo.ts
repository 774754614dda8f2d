import type { ErrorTemplate } from './template';

/** Refusals of downloading and restoring a backup; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/respaldo.json. */
export const RESPALDO_ERRORS = {
  RESPALDO_FRASE_REQUERIDA: 'La copia lleva la clave del servidor: elija una frase para sellarla (la pedirá la restauración)',
  RESPALDO_FRASE_CORTA: 'La frase debe tener al menos {{minimo}} caracteres',
  RESPALDO_FRASE_LARGA: 'La frase debe tener como máximo {{maximo}} caracteres',
} as const satisfies Record<string, ErrorTemplate>;

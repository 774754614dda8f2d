import type { ErrorTemplate } from './template';

/** Refusals of remotes, the handheld app and operations; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/plataforma.json. */
export const PLATAFORMA_ERRORS = {
  // --- The waiter handheld (installable, offline) ---
  VERSION_APP_DESACTUALIZADA: 'Esta versión de la app de mesas ya no es compatible con el servidor. Actualizala para seguir (lo pendiente se envía después)',
} as const satisfies Record<string, ErrorTemplate>;

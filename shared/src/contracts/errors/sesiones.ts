import type { ErrorTemplate } from './template';

/** Refusals of sign-in and sessions; texts in es word for word, translated under `errors` in i18n/locales/{es,br,en}/sesiones.json. */
export const SESIONES_ERRORS = {
  /** The sign-in limiter's back-off: seconds until the next attempt of that account or address is evaluated. */
  INTENTOS_EN_ESPERA: {
    one: 'Demasiados intentos fallidos. Esperá {{count}} segundo e intentá nuevamente.',
    other: 'Demasiados intentos fallidos. Esperá {{count}} segundos e intentá nuevamente.',
  },
  /** A seeded or reset account signs in, but every call except change-password, me and logout is refused until it chooses its own password. */
  CAMBIO_PASSWORD_REQUERIDO: 'Tenés que cambiar tu contraseña antes de continuar',
  PASSWORD_ACTUAL_INCORRECTA: 'La contraseña actual no es correcta',
  PASSWORD_NUEVA_IGUAL: 'La contraseña nueva tiene que ser distinta de la actual',
} as const satisfies Record<string, ErrorTemplate>;

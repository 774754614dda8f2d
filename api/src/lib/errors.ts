/**
 * An error whose message is safe to show: the envelope carries it with `statusCode`.
 * Anything else that escapes a handler becomes 500 'Error interno del servidor'.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const MESSAGES = {
  sessionExpired: 'Sesión expirada',
  forbidden: 'No tenés permisos para realizar esta acción',
  badCredentials: 'Credenciales incorrectas',
  internal: 'Error interno del servidor',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido',
  unsupportedMediaType: 'Tipo de contenido no soportado',
  bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande',
  mutationReused: 'El ClientMutationId ya se usó para otra operación',
} as const;

export const badRequest = (message: string, data?: unknown) => new AppError(400, message, data);
export const unauthorized = (message: string = MESSAGES.sessionExpired) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, data?: unknown) => new AppError(409, message, data);

import { errorMessage, type ErrorCode, type ErrorParamName, type ErrorParams } from '@resto/shared/contracts';

export type { ErrorCode };

/** `params` is required exactly when the code's text has values to fill in. */
export type ErrorArgs<C extends ErrorCode> = [ErrorParamName<C>] extends [never] ? [params?: undefined, data?: unknown] : [params: ErrorParams<C>, data?: unknown];

/**
 * A refusal whose message is safe to show: the envelope carries its stable `code`, `params` and
 * the Spanish `message` rendered from the shared catalogue, with `statusCode`.
 * Anything else that escapes a handler becomes 500 ERROR_INTERNO.
 */
export class AppError extends Error {
  readonly params: Readonly<Record<string, string | number>> | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    params?: Readonly<Record<string, string | number>>,
    readonly data?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(errorMessage(code, params));
    this.name = 'AppError';
    this.params = params && Object.keys(params).length > 0 ? params : undefined;
  }
}

/** Builds the refusal of one HTTP status: `conflict('ARQUEO_YA_EXISTE_FECHA')`, `badRequest('ARQUEO_MONEDA_REPETIDA', { moneda })`. */
function refusal(statusCode: number) {
  return <C extends ErrorCode>(code: C, ...[params, data]: ErrorArgs<C>) => new AppError(statusCode, code, params as Readonly<Record<string, string | number>> | undefined, data);
}

export const badRequest = refusal(400);
export const unauthorized = refusal(401);
export const forbidden = refusal(403);
export const notFound = refusal(404);
export const conflict = refusal(409);
export const unprocessable = refusal(422);
export const tooManyRequests = refusal(429);
export const unavailable = refusal(503);

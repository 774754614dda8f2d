import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { camelizeKeys } from '../lib/case';
import { fail } from '../lib/envelope';
import { AppError, MESSAGES } from '../lib/errors';
import { toFieldErrors, type ValidationIssueLike } from '../lib/validation-messages';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** SignalR speaks its own protocol: its routes are never wrapped in the envelope. */
export function isHubPath(url: string): boolean {
  return url === '/ws' || url.startsWith('/ws/');
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** 404 envelope for unknown api routes: `Ruta no encontrada: GET /api/xyz`. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(fail(`Ruta no encontrada: ${request.method} ${pathOf(request.url)}`));
}

function validationPart(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

const CLIENT_ERROR_TEXT: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
};

/**
 * The envelope `{ success, data, message }` on every /api response: JSON body parsing that
 * tolerates empty bodies (the browser client always sends a JSON Content-Type), PascalCase body
 * keys normalised to camelCase, Spanish validation messages and the global error handler.
 */
export const envelopePlugin = fp(
  async (app: FastifyInstance) => {
    const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      defaultJsonParser(request, text, done);
    });

    app.addHook('preValidation', async (request) => {
      if (request.body !== null && typeof request.body === 'object' && isApiPath(request.url)) {
        request.body = camelizeKeys(request.body);
      }
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isHubPath(request.url)) {
        if ((error.statusCode ?? 500) >= 500) request.log.error({ err: error }, 'hub route failed');
        return reply.code(error.statusCode ?? 500).send({ error: error.statusCode && error.statusCode < 500 ? error.message : MESSAGES.internal });
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation as unknown as ValidationIssueLike[];
        const errores = toFieldErrors(issues, validationPart(request, error.validationContext), error.validationContext ?? 'body');
        return reply.code(400).send(fail(errores.map((e) => e.mensaje).join('; '), { errores }));
      }

      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send(fail(error.message, error.data));
      }

      const known = error.code ? CLIENT_ERROR_TEXT[error.code] : undefined;
      if (known) return reply.code(error.statusCode ?? 400).send(fail(known));

      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
        return reply.code(500).send(fail(MESSAGES.internal));
      }

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return reply.code(status).send(fail(status === 404 ? `Ruta no encontrada: ${request.method} ${pathOf(request.url)}` : 'Solicitud inválida'));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(fail(MESSAGES.internal));
    });
  },
  { name: 'envelope' },
);

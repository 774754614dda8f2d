import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessage } from '@resto/shared/contracts';
import { camelizeKeys } from '../lib/case';
import { fail } from '../lib/envelope';
import { AppError, type ErrorCode } from '../lib/errors';
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
  return reply.code(404).send(fail({ code: 'RUTA_NO_ENCONTRADA', params: { metodo: request.method, ruta: pathOf(request.url) } }));
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

const CLIENT_ERROR_CODE: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'JSON_INVALIDO',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'JSON_INVALIDO',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'TIPO_CONTENIDO_NO_SOPORTADO',
  FST_ERR_CTP_BODY_TOO_LARGE: 'CUERPO_DEMASIADO_GRANDE',
};

/**
 * The envelope `{ success, data, message }` on every /api response: JSON body parsing that
 * tolerates empty bodies (the browser client always sends a JSON Content-Type), PascalCase body
 * keys normalised to camelCase, Spanish validation messages and the global error handler. Every
 * refusal carries a catalogue `code` (validation failures: VALIDACION with the first field's path).
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
      // Called with `done`, fastify's parser answers through it (its type also allows a promise).
      void defaultJsonParser(request, text, done);
    });

    app.addHook('preValidation', async (request) => {
      if (request.body !== null && typeof request.body === 'object' && isApiPath(request.url)) {
        request.body = camelizeKeys(request.body);
      }
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isHubPath(request.url)) {
        if ((error.statusCode ?? 500) >= 500) request.log.error({ err: error }, 'hub route failed');
        return reply.code(error.statusCode ?? 500).send({ error: error.statusCode && error.statusCode < 500 ? error.message : errorMessage('ERROR_INTERNO') });
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation as unknown as ValidationIssueLike[];
        const errores = toFieldErrors(issues, validationPart(request, error.validationContext), error.validationContext ?? 'body');
        const campo = errores[0]?.campo || (error.validationContext ?? 'body');
        return reply.code(400).send(fail({ code: 'VALIDACION', params: { campo }, message: errores.map((e) => e.mensaje).join('; '), data: { errores } }));
      }

      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send(fail({ code: error.code, params: error.params, message: error.message, data: error.data }));
      }

      const known = error.code ? CLIENT_ERROR_CODE[error.code] : undefined;
      if (known) return reply.code(error.statusCode ?? 400).send(fail({ code: known }));

      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
        return reply.code(500).send(fail({ code: 'ERROR_INTERNO' }));
      }

      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error');
        return reply
          .code(status)
          .send(fail(status === 404 ? { code: 'RUTA_NO_ENCONTRADA', params: { metodo: request.method, ruta: pathOf(request.url) } } : { code: 'SOLICITUD_INVALIDA' }));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(fail({ code: 'ERROR_INTERNO' }));
    });
  },
  { name: 'envelope' },
);

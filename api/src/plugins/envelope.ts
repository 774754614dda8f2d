import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { camelizeKeys } from '../lib/case';
import { fail } from '../lib/envelope';
import { AppError, badRequest, type ErrorCode } from '../lib/errors';
import { toFieldErrors, type ValidationIssueLike } from '../lib/validation-messages';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The SignalR hubs: their sockets speak SignalR; their HTTP refusals are the envelope like the api's. */
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

/** Deepest nesting of objects and arrays a JSON body may have (the api's own bodies use 5 or fewer). */
export const MAX_JSON_DEPTH = 32;
/** Most field problems listed in one VALIDACION answer. */
export const MAX_VALIDATION_ERRORS = 20;

/** True when `text` nests objects/arrays deeper than `max`, counted without parsing (strings skipped). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i += 1;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth -= 1;
  }
  return false;
}

/**
 * Whether JSON text holds a NUL character: the escape \u0000 (a raw one is not valid JSON), not
 * itself escaped (\\u0000 is a backslash and the text 'u0000').
 */
export function hasNulEscape(text: string): boolean {
  for (let at = text.indexOf('\\u0000'); at !== -1; at = text.indexOf('\\u0000', at + 1)) {
    let backslashes = 0;
    for (let i = at - 1; i >= 0 && text.charCodeAt(i) === 92; i--) backslashes++;
    if (backslashes % 2 === 0) return true;
  }
  return false;
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
      // Before parsing: a deeply nested body would overflow the stack of whatever walks it.
      if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
        done(badRequest('JSON_DEMASIADO_ANIDADO', { maximo: MAX_JSON_DEPTH }), undefined);
        return;
      }
      // A NUL character is no text's (PostgreSQL refuses it in text columns: it would end in a 500).
      if (hasNulEscape(text)) {
        done(badRequest('TEXTO_CON_CARACTER_NULO'), undefined);
        return;
      }
      // Called with `done`, fastify's parser answers through it (its type also allows a promise).
      void defaultJsonParser(request, text, done);
    });

    app.addHook('preValidation', (request, _reply, done) => {
      if (request.body !== null && typeof request.body === 'object' && isApiPath(request.url)) {
        request.body = camelizeKeys(request.body);
      }
      done();
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      // The hubs' HTTP routes (negotiate) refuse in the envelope too: only the socket speaks SignalR.
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation as unknown as ValidationIssueLike[];
        const errores = toFieldErrors(issues, validationPart(request, error.validationContext), error.validationContext ?? 'body');
        const campo = errores[0]?.campo || (error.validationContext ?? 'body');
        // A huge bad body must not get a huge answer: the first few problems are enough to fix it.
        const shown = errores.slice(0, MAX_VALIDATION_ERRORS);
        return reply.code(400).send(fail({ code: 'VALIDACION', params: { campo }, message: shown.map((e) => e.mensaje).join('; '), data: { errores: shown } }));
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

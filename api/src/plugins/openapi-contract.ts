import { z } from 'zod';
import { refusalSchema } from '../lib/route-options';
import { PASSWORD_CHANGE_ALLOWED, routeAccess } from '../modules/auth';

/*
 * What the OpenAPI document says of every operation beyond its own schemas: a stable operationId
 * and the refusals it can answer, each one the api's envelope with its code. The rules live here
 * (docs/api-contract.md names them) so that a route file only declares what is its own.
 */

/** Name of the refusal envelope under components.schemas. */
export const REFUSAL_SCHEMA_NAME = 'Rechazo';

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Refusals a route answers beyond the ones its method, path and permission give: a wrong
 * sign-in, a business rule checked on a read. Keyed 'METHOD /path' as fastify registers it.
 */
const EXTRA_REFUSALS: Readonly<Record<string, readonly number[]>> = {
  'POST /api/auth/login': [401],
  'POST /api/auth/refresh': [401],
  // A sale's delivery note exists for a paid sale only (VENTA_NO_COBRADA, VENTA_ANULADA).
  'GET /api/ventas/:id/remito': [409],
  // The Z's preview refuses what issuing it would: a future day, a day without sessions, one still open.
  'GET /api/reportes/cierres-z/previa': [409],
};
/** Path prefixes whose writes answer 422 (a batch rejected as a whole, the tax authority's refusal). */
const UNPROCESSABLE_PREFIXES = ['/api/facturacion', '/api/ventas', '/api/productos'];

/**
 * The operationId of an operation: its method, then every path segment in PascalCase (hyphens
 * split words, a `{param}` becomes `By<Param>`), without the `/api` prefix:
 * `GET /api/tipos-de-cambio/{id}/default` → `getTiposDeCambioByIdDefault`.
 */
export function operationIdFor(method: string, path: string): string {
  const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const segments = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment) ?? /^:(.+)$/.exec(segment);
      const words = (param ? param[1]! : segment === '*' ? 'wildcard' : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return (param ? 'By' : '') + words.map(pascal).join('');
    });
  return method.toLowerCase() + segments.join('');
}

interface OpenApiParameter {
  in: string;
  name?: string;
}
interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: unknown;
  security?: unknown[];
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation | unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

/** The codes (and texts) each status names in the document. */
function refusalsOf(method: string, path: string, op: OpenApiOperation): Map<number, string[]> {
  const url = path.replace(/\{([^}]+)\}/g, ':$1');
  const key = `${method.toUpperCase()} ${url}`;
  const access = routeAccess(method.toUpperCase(), url);
  const hasBody = op.requestBody !== undefined;
  const hasPathParams = (op.parameters ?? []).some((p) => p.in === 'path');
  // An id in the query or the body names a row that may not exist (or not in the caller's venue).
  const namesRows = hasPathParams || (op.parameters ?? []).some((p) => /(^id|Id)$/.test(p.name ?? '')) || /"(id|\w+Id|\w+Ids)":/.test(JSON.stringify(op.requestBody ?? {}));
  const out = new Map<number, string[]>();
  const add = (status: number, ...codes: string[]) => out.set(status, [...(out.get(status) ?? []), ...codes]);

  add(400, 'PARAMETRO_DESCONOCIDO');
  if (hasBody || hasPathParams || (op.parameters ?? []).length > 0) add(400, 'VALIDACION');
  if (hasBody) add(400, 'JSON_INVALIDO', 'JSON_DEMASIADO_ANIDADO', 'TEXTO_CON_CARACTER_NULO');
  const authenticated = access !== 'publico' || (op.security?.length ?? 0) > 0;
  if (authenticated) {
    add(401, 'SESION_EXPIRADA');
    if (!PASSWORD_CHANGE_ALLOWED.has(url)) add(403, 'CAMBIO_PASSWORD_REQUERIDO');
    if (access !== undefined && access !== 'autenticado' && access !== 'publico') add(403, 'SIN_PERMISO');
  }
  if (namesRows) add(404);
  if (WRITE_METHODS.has(method)) {
    add(409);
    if (UNPROCESSABLE_PREFIXES.some((prefix) => url.startsWith(prefix))) add(422);
  }
  for (const status of EXTRA_REFUSALS[key] ?? []) add(status);
  return out;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Solicitud rechazada por su forma',
  401: 'Sin sesión válida',
  403: 'Sin permiso',
  404: 'El recurso no existe',
  409: 'En conflicto con el estado actual',
  422: 'Rechazada por una regla del negocio',
};

function refusalResponse(status: number, codes: readonly string[]): object {
  const shown = [...new Set(codes)];
  return {
    description: `${STATUS_TEXT[status] ?? 'Rechazo'}${shown.length ? ` (code: ${shown.join(', ')}, entre otros de la ruta)` : ' (code de la ruta)'}`,
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${REFUSAL_SCHEMA_NAME}` } } },
  };
}

/**
 * Completes the document fastify-swagger built: the refusal envelope under components, an
 * operationId on every operation that declares none, and its 4xx answers (a status the route
 * documents itself is kept as it is).
 */
export function completeContract<T extends object>(document: T): T {
  const doc = document as OpenApiDocument;
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, [REFUSAL_SCHEMA_NAME]: z.toJSONSchema(refusalSchema, { target: 'openapi-3.0' }) } };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as OpenApiOperation | undefined;
      if (!op) continue;
      op.operationId ??= operationIdFor(method, path);
      // The hubs' negotiation documents its own answers (hubs/negotiate-docs.ts).
      if (path.startsWith('/ws/')) continue;
      const responses = (op.responses ??= {});
      for (const [status, codes] of refusalsOf(method, path, op)) responses[String(status)] ??= refusalResponse(status, codes);
    }
  }
  return document;
}

import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';
import { isApiPath, isHubPath } from './envelope';

/**
 * Query parameters every route accepts whatever its schema: what the platform itself sends and no
 * route reads. `_` is the cache-buster proxies and HTTP tools append to a GET.
 */
export const PLATFORM_QUERY_PARAMS: readonly string[] = ['_'];

/**
 * What the SignalR negotiation carries: `negotiateVersion` (the official client's), the token a
 * browser may send in the URL (`access_token`) and the connection's `id` (the client keeps it on
 * the URL it negotiates again with).
 */
export const HUB_QUERY_PARAMS: readonly string[] = ['negotiateVersion', 'access_token', 'id'];

interface SchemaNode {
  _zod?: { def?: ZodDef };
  properties?: Record<string, unknown>;
  additionalProperties?: unknown;
}

interface ZodDef {
  type?: string;
  shape?: Record<string, unknown>;
  catchall?: SchemaNode;
  in?: SchemaNode;
  innerType?: SchemaNode;
  options?: SchemaNode[];
  left?: SchemaNode;
  right?: SchemaNode;
}

/**
 * The query keys a querystring schema declares, or null when it takes any key (a loose or
 * passthrough object, a record, a shape it cannot read): then nothing is refused.
 */
export function declaredQueryKeys(schema: unknown): Set<string> | null {
  const node = schema as SchemaNode | null | undefined;
  if (!node || typeof node !== 'object') return null;
  const def = node._zod?.def;
  if (!def) {
    // A plain JSON Schema.
    if (node.properties && node.additionalProperties === false) return new Set(Object.keys(node.properties));
    return node.properties && node.additionalProperties === undefined ? new Set(Object.keys(node.properties)) : null;
  }
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall?._zod?.def?.type;
      // z.looseObject / .passthrough() take unknown keys (catchall unknown); .strict() has never.
      if (catchall !== undefined && catchall !== 'never') return null;
      return new Set(Object.keys(def.shape ?? {}));
    }
    case 'pipe':
      return declaredQueryKeys(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return declaredQueryKeys(def.innerType);
    case 'union': {
      const all = new Set<string>();
      for (const option of def.options ?? []) {
        const keys = declaredQueryKeys(option);
        if (keys === null) return null;
        for (const k of keys) all.add(k);
      }
      return all;
    }
    case 'intersection': {
      const left = declaredQueryKeys(def.left);
      const right = declaredQueryKeys(def.right);
      return left === null || right === null ? null : new Set([...left, ...right]);
    }
    default:
      return null;
  }
}

/** The first query key of the request the route does not take, if any. */
function unknownKey(request: FastifyRequest, allowed: ReadonlySet<string>): string | undefined {
  const query = request.query;
  if (query === null || typeof query !== 'object') return undefined;
  return Object.keys(query).find((key) => !allowed.has(key));
}

/**
 * A query parameter no route reads is refused (400 PARAMETRO_DESCONOCIDO naming it) instead of
 * being ignored: a misspelt filter would otherwise answer figures the caller did not ask for.
 * Each /api and /ws route accepts the keys of its querystring schema (none without one) and the
 * platform's. Checked as the route's own preValidation, so after the route table's 401/403 (the
 * auth plugin puts its checks first) and before anything reads the request.
 */
export const queryParamsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const hub = isHubPath(route.url);
      if (!hub && !isApiPath(route.url)) return;
      const querystring = route.schema?.querystring;
      const declared = querystring === undefined ? new Set<string>() : declaredQueryKeys(querystring);
      if (declared === null) return;
      const allowed = new Set([...declared, ...PLATFORM_QUERY_PARAMS, ...(hub ? HUB_QUERY_PARAMS : [])]);
      const check = async (request: FastifyRequest) => {
        const parametro = unknownKey(request, allowed);
        if (parametro !== undefined) throw badRequest('PARAMETRO_DESCONOCIDO', { parametro: parametro.slice(0, 100) });
      };
      const existing = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
      route.preValidation = [...existing, check] as RouteOptions['preValidation'];
    });
  },
  { name: 'query-params' },
);

import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LogEvent } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ConnectionRegistry } from '../hubs/connection-registry';
import { unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hubs' connections on this instance (set by registerHubs). */
    hubRegistry?: ConnectionRegistry;
  }
}

/*
 * GET /api/metrics in Prometheus text, through prom-client. The metrics live once per
 * process (several apps in one test process add to the same series); the hub gauges read the
 * registry of the last app built.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });

const httpRequests = new Counter({
  name: 'resto_http_requests_total',
  help: 'Peticiones HTTP atendidas, por método, ruta y estado',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});
const httpDuration = new Histogram({
  name: 'resto_http_request_duration_seconds',
  help: 'Duración de las peticiones HTTP, por método, ruta y estado',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});
const dbQueryDuration = new Histogram({
  name: 'resto_db_query_duration_seconds',
  help: 'Duración de las consultas a la base de datos',
  labelNames: ['outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [metricsRegistry],
});
export const mutationReplays = new Counter({
  name: 'resto_client_mutation_replays_total',
  help: 'Peticiones repetidas con un ClientMutationId ya aplicado (se devolvió la respuesta guardada)',
  registers: [metricsRegistry],
});

/** The last app built: its hubs' registry is read when the metrics are collected. */
let currentApp: FastifyInstance | undefined;
new Gauge({
  name: 'resto_hub_connections',
  help: 'Conexiones abiertas a los hubs de SignalR en esta instancia, por hub',
  labelNames: ['hub'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [hub, count] of currentApp?.hubRegistry?.countByHub() ?? []) this.set({ hub }, count);
  },
});
new Gauge({
  name: 'resto_hub_messages_sent',
  help: 'Mensajes enviados por los hubs a sus conexiones en esta instancia desde el arranque, por hub',
  labelNames: ['hub'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [hub, count] of currentApp?.hubRegistry?.sentByHub ?? []) this.set({ hub }, count);
  },
});

// Bound to their label once: an add runs about twenty queries, and labelling each costs a hash.
const queryOk = dbQueryDuration.labels({ outcome: 'ok' });
const queryFailed = dbQueryDuration.labels({ outcome: 'error' });

/** One query's duration (kysely's `log` option, and the hot statements run on SQLite's connection). */
export function observeQuery(millis: number, failed: boolean): void {
  (failed ? queryFailed : queryOk).observe(millis / 1000);
}

/** kysely's `log` option: every query's duration. */
export function logQueryDuration(event: LogEvent): void {
  observeQuery(event.queryDurationMillis, event.level === 'error');
}

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface MetricsOptions {
  /** METRICS_TOKEN: elsewhere than localhost, /api/metrics needs `Authorization: Bearer <token>`. */
  token: string | null;
}

export const metricsPlugin = fp(async (app: FastifyInstance, opts: MetricsOptions) => {
  currentApp = app;

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (/api/ventas/:id), never the raw URL: one series per route.
    const route = request.routeOptions.url ?? (request.url.startsWith('/api') ? 'api-desconocida' : 'estatico');
    if (route !== '/api/metrics') {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });

  const allowed = (request: FastifyRequest): boolean => {
    if (isLoopback(request.socket.remoteAddress ?? '') && isLoopback(request.ip)) return true;
    const header = request.headers.authorization ?? '';
    return !!opts.token && header.startsWith('Bearer ') && sameSecret(header.slice(7), opts.token);
  };

  app.get('/api/metrics', { schema: { tags: ['sistema'], summary: 'Métricas en formato Prometheus (localhost, o con el token de métricas)' } }, async (request, reply) => {
    if (!allowed(request)) throw unauthorized('METRICAS_NO_AUTORIZADO');
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
});

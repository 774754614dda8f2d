import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_ID = /^[\w.:-]{8,64}$/;

/**
 * fastify's genReqId: the proxy's X-Request-Id when it looks like an id (so nginx's and the
 * api's logs share it), else a fresh UUID; unique across instances and restarts.
 */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** A JSON body that is a refusal or failure envelope (`success: false`), parsed; otherwise null. */
function failureEnvelope(payload: string): Record<string, unknown> | null {
  if (!payload.startsWith('{')) return null;
  try {
    const body = JSON.parse(payload) as unknown;
    return body !== null && typeof body === 'object' && !Array.isArray(body) && (body as { success?: unknown }).success === false ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Every answer says its request id (X-Request-Id), which every log line of the request carries as
 * reqId; every 4xx/5xx envelope carries it in its body too (`requestId`), so a screen shows it
 * even where a proxy or the browser hides the header.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  // Callback hooks, not async ones: every request runs them, and an async hook costs a promise and a turn.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.includes('json')) return done(null, payload);
    const body = failureEnvelope(payload);
    done(null, body && !('requestId' in body) ? JSON.stringify({ ...body, requestId: request.id }) : payload);
  });
});

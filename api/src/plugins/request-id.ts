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

/** Every answer says its request id (X-Request-Id), which every log line of the request carries as reqId. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});

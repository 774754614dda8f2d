import type { FastifySchema } from 'fastify';

/**
 * Route options for a reply the api's own mapper builds to the contract's exact shape (the
 * comanda add answers the whole comanda: checking it against the zod contract on every add cost
 * about a tenth of the add). In production the reply is written with JSON.stringify, unchecked;
 * everywhere else (tests, development) the route keeps the contract's serializer, which refuses a
 * reply that strays from the contract, so the suite keeps checking these replies' shape
 * (`test/trusted-reply.test.ts` checks the production text against the contract's).
 */
export function trustedReply(production = process.env.NODE_ENV === 'production'): { serializerCompiler?: (route: { schema: FastifySchema }) => (data: unknown) => string } {
  return production ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {};
}

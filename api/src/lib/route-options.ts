import { envelopeSchema } from '@resto/shared/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';

/** Every refusal: the envelope of shared/src/contracts/envelope.ts with success false and its code. */
export const refusalSchema = envelopeSchema(z.unknown()).extend({ success: z.literal(false), code: z.string(), message: z.string() });

/** The OpenAPI security of every route behind a session. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/**
 * The options of a route behind the caller's session: `app.authenticate` before it, documented
 * under `tags` with its summary and the bearer security, plus its own schema (params, body,
 * querystring, response). The route keeps the types the schema gives (ZodTypeProvider).
 */
export function authenticated<S extends FastifySchema>(app: FastifyInstance, tags: string[], summary: string, schema: S = {} as S) {
  return { preHandler: app.authenticate, schema: { tags, summary, security: BEARER_SECURITY, ...schema } };
}

import { z } from 'zod';

/** Values a refusal's text interpolates (`{{campo}}`, `{{count}}`...). */
export type EnvelopeParams = Record<string, string | number>;

/**
 * Every API response, success or failure, travels in this envelope. A refusal carries
 * `code` (see ERROR_CATALOGUE in ./errors) and, when its text has values, `params`, beside the
 * Spanish `message`; both are optional so a client that predates them still parses the envelope.
 */
export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  message?: string;
  code?: string;
  params?: EnvelopeParams;
  /** On every 4xx/5xx: the request's id (also its X-Request-Id header and its log lines' reqId). */
  requestId?: string;
}

export const envelopeParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    data: data.optional(),
    message: z.string().optional(),
    code: z.string().optional(),
    params: envelopeParamsSchema.optional(),
    requestId: z.string().optional(),
  });

import { z } from 'zod';

/** Every API response, success or failure, travels in this envelope (SPEC §7). */
export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  message?: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data: data.optional(), message: z.string().optional() });

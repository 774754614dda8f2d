import { envelopeSchema, type Envelope } from '@resto/shared/contracts';
import { z } from 'zod';

/** The success envelope a handler returns: `{ success: true, data, message? }`. */
export function ok<T>(data: T, message?: string): Envelope<T> & { success: true; data: T } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** Response schema of a success envelope around `data`, for the route's `schema.response[200]`. */
export const okSchema = envelopeSchema;

/** Envelope without data, e.g. for logout. */
export const emptyOkSchema = z.object({ success: z.boolean(), message: z.string().optional() });

export function fail(message: string, data?: unknown): Envelope {
  return data === undefined ? { success: false, message } : { success: false, data, message };
}

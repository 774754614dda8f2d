import { envelopeSchema, errorMessage, type Envelope, type ErrorCode } from '@resto/shared/contracts';
import { z } from 'zod';

/** The success envelope a handler returns: `{ success: true, data, message? }`. */
export function ok<T>(data: T, message?: string): Envelope<T> & { success: true; data: T } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** Response schema of a success envelope around `data`, for the route's `schema.response[200]`. */
export const okSchema = envelopeSchema;

/** Envelope without data, e.g. for logout. */
export const emptyOkSchema = z.object({ success: z.boolean(), message: z.string().optional() });

export interface Refusal {
  code: ErrorCode;
  params?: Readonly<Record<string, string | number>> | undefined;
  /** The Spanish text; by default the catalogue's text for `code` and `params`. */
  message?: string;
  data?: unknown;
}

/** The failure envelope: `{ success: false, code, params?, message, data? }`. */
export function fail({ code, params, message, data }: Refusal): Envelope {
  const envelope: Envelope = { success: false, code, message: message ?? errorMessage(code, params) };
  if (params && Object.keys(params).length > 0) envelope.params = { ...params };
  if (data !== undefined) envelope.data = data;
  return envelope;
}

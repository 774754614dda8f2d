import { z } from 'zod';

/** GET /api/health data. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** One failed field of a 400 validation response: data.errores[]. */
export const fieldErrorSchema = z.object({ campo: z.string(), mensaje: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export const validationErrorDataSchema = z.object({ errores: z.array(fieldErrorSchema) });
export type ValidationErrorData = z.infer<typeof validationErrorDataSchema>;

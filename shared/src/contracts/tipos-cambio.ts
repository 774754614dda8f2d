import { z } from 'zod';
import { clientMutationIdSchema, currencyCodeSchema, rateValueSchema } from './fields';

/**
 * An exchange rate: how many units of the venue's currency one unit of `moneda` is worth, as an
 * exact decimal string ('1185.5'). The venue's own currency is the default pair with value '0'
 *: it needs no conversion.
 */
export const tipoCambioSchema = z.object({
  id: z.number().int(),
  moneda: z.string(),
  valor: z.string(),
  esDefault: z.boolean(),
  /** True for the venue's own currency (its value is always '0'). */
  esMonedaLocal: z.boolean(),
  actualizadoAt: z.string(),
});
export type TipoCambio = z.infer<typeof tipoCambioSchema>;

/** POST /api/tipos-de-cambio (admin). `valor` as a number or a decimal string, up to 6 decimals. */
export const tipoCambioCreateSchema = z.object({
  moneda: currencyCodeSchema,
  valor: rateValueSchema,
  esDefault: z.boolean().optional(),
  clientMutationId: clientMutationIdSchema,
});
export type TipoCambioCreate = z.input<typeof tipoCambioCreateSchema>;

/** PUT /api/tipos-de-cambio/{id} (admin). */
export const tipoCambioUpdateSchema = z.object({
  moneda: currencyCodeSchema.optional(),
  valor: rateValueSchema.optional(),
  clientMutationId: clientMutationIdSchema,
});
export type TipoCambioUpdate = z.input<typeof tipoCambioUpdateSchema>;

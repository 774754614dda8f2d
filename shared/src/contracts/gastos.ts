import { z } from 'zod';
import { amountSchema, clientMutationIdSchema, decimalIntSchema, isoDateSchema, optionalTextSchema, requiredTextSchema, userRefSchema } from './fields';

/**
 * An expense. Amounts in pesos (the venue's currency), reais (BRL) and dollars (USD).
 * Paid from the register (`desdeCaja`), it lowers the open audit's expected cash.
 */
export const gastoSchema = z.object({
  id: z.number().int(),
  categoria: z.string(),
  descripcion: z.string(),
  notas: z.string().nullable(),
  pagadoPor: z.string(),
  montoPesos: z.number(),
  montoReales: z.number(),
  montoDolares: z.number(),
  desdeCaja: z.boolean(),
  arqueoId: z.number().int().nullable(),
  fecha: z.string(),
  hora: z.string(),
  createdAt: z.string(),
  usuario: userRefSchema,
});
export type Gasto = z.infer<typeof gastoSchema>;

const gastoFields = {
  categoria: requiredTextSchema('La categoría es obligatoria', 60),
  descripcion: requiredTextSchema('La descripción es obligatoria', 200),
  notas: optionalTextSchema(1000),
  pagadoPor: requiredTextSchema('El campo pagado por es obligatorio', 100),
  montoPesos: amountSchema.default(0),
  montoReales: amountSchema.default(0),
  montoDolares: amountSchema.default(0),
  /** Paid with the register's cash (default): needs an open audit. */
  desdeCaja: z.boolean().default(true),
  clientMutationId: clientMutationIdSchema,
};

export const AT_LEAST_ONE_AMOUNT = 'Ingresá al menos un monto mayor a 0 (pesos, reales o dólares)';

/** POST /api/gastos and PUT /api/gastos/{id} (the whole expense). */
export const gastoBodySchema = z.object(gastoFields).refine((g) => g.montoPesos > 0 || g.montoReales > 0 || g.montoDolares > 0, {
  error: AT_LEAST_ONE_AMOUNT,
  // Only once every amount is valid: a negative amount has its own message.
  when: (payload) => (payload.issues ?? []).length === 0,
});
export type GastoBody = z.input<typeof gastoBodySchema>;

/** GET /api/gastos: by the venue's dates (default today), or by audit. */
export const gastosQuerySchema = z.object({
  fechaDesde: isoDateSchema.optional(),
  fechaHasta: isoDateSchema.optional(),
  arqueoId: decimalIntSchema().optional(),
});

export const gastosListSchema = z.object({
  items: z.array(gastoSchema),
  totales: z.object({ montoPesos: z.number(), montoReales: z.number(), montoDolares: z.number() }),
});
export type GastosList = z.infer<typeof gastosListSchema>;

import { z } from 'zod';
import { userRefSchema } from './fields';

/** The tips of one waiter over a period or a register's audit, apart from revenue. */
export const propinasMozoSchema = z.object({
  /** Whose table it was (who opened it), or the cashier at the counter; null when unknown. */
  mozo: userRefSchema.nullable(),
  cantidad: z.number().int(),
  /** In the venue's currency. */
  total: z.number(),
});
export type PropinasMozo = z.infer<typeof propinasMozoSchema>;

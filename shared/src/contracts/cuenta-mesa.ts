import { z } from 'zod';
import { userRefSchema } from './fields';
import { trabajoImpresionSchema } from './impresion';

/*
 * The table's bill from the handheld: the pre-bill (precuenta) printed at the register's printer,
 * and the managers a waiter picks for an approval on the spot.
 */

/** POST /api/mesas/drafts/{id}/precuenta: the print job queued and the figures it shows. */
export const precuentaSchema = z.object({
  trabajo: trabajoImpresionSchema,
  numeroMesa: z.number().int(),
  subtotal: z.number(),
  descuento: z.number(),
  total: z.number(),
});
export type Precuenta = z.infer<typeof precuentaSchema>;

/** GET /api/aprobaciones/autorizantes: who may approve on the spot, by name only (no e-mail, PIN or role). */
export const autorizanteSchema = userRefSchema;
export type Autorizante = z.infer<typeof autorizanteSchema>;
export const autorizantesSchema = z.array(autorizanteSchema);

import { z } from 'zod';
import { clientMutationIdSchema, requiredTextSchema } from './fields';

/**
 * Kinds of payment method. Only 'efectivo' goes into the register's drawer (and may give change);
 * 'cuenta_corriente' charges the sale to a customer's current account.
 */
export const MEDIO_PAGO_TIPOS = ['efectivo', 'tarjeta_debito', 'tarjeta_credito', 'transferencia', 'qr', 'cuenta_corriente', 'otro'] as const;
export type MedioPagoTipo = (typeof MEDIO_PAGO_TIPOS)[number];

/** GET /api/medios-de-pago item. */
export const medioPagoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tipo: z.enum(MEDIO_PAGO_TIPOS),
  orden: z.number().int(),
  activo: z.boolean(),
});
export type MedioPago = z.infer<typeof medioPagoSchema>;

const nombreSchema = requiredTextSchema('Medio de pago inválido: el nombre no puede estar vacío', 60);

/** POST /api/medios-de-pago (admin). Names are unique per venue, ignoring case and accents. */
export const medioPagoCreateSchema = z.object({
  nombre: nombreSchema,
  tipo: z.enum(MEDIO_PAGO_TIPOS).default('otro'),
  orden: z.number().int().min(0).max(1000).optional(),
  clientMutationId: clientMutationIdSchema,
});
export type MedioPagoCreate = z.input<typeof medioPagoCreateSchema>;

/** PUT /api/medios-de-pago/{id} (admin): the fields given change. */
export const medioPagoUpdateSchema = z
  .object({
    nombre: nombreSchema.optional(),
    tipo: z.enum(MEDIO_PAGO_TIPOS).optional(),
    orden: z.number().int().min(0).max(1000).optional(),
    clientMutationId: clientMutationIdSchema,
  })
  .refine((b) => b.nombre !== undefined || b.tipo !== undefined || b.orden !== undefined, {
    error: 'Indicá al menos un dato del medio de pago para modificar (nombre, tipo u orden)',
  });
export type MedioPagoUpdate = z.input<typeof medioPagoUpdateSchema>;

/** Body of deletes and other mutations that carry nothing but the client's id. */
export const mutationOnlyBodySchema = z.object({ clientMutationId: clientMutationIdSchema }).nullish();

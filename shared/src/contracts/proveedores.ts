import { z } from 'zod';
import { fiscalIdDigits, FISCAL_ID_MIN_DIGITS } from '../rules/fiscal-id';
import { clientMutationIdSchema, optionalTextSchema, pageQuerySchema, requiredTextSchema } from './fields';

/** A supplier. `cantidadProductos`: products that name it as their supplier. */
export const proveedorSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** Digits only; null for a caller without proveedores.ver (as are e-mail and address). */
  cuit: z.string().nullable(),
  email: z.string().nullable(),
  direccion: z.string().nullable(),
  localidad: z.string(),
  provincia: z.string(),
  comentario: z.string().nullable(),
  activo: z.boolean(),
  cantidadProductos: z.number().int(),
});
export type Proveedor = z.infer<typeof proveedorSchema>;

const emailSchema = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .refine((v) => !v || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'El e-mail no tiene un formato válido' })
  .transform((v) => (v ? v.toLowerCase() : null));

/**
 * Supplier: CUIT/CUIL of at least 11 digits (separators ignored); the api also checks
 * the check digit when the venue is in Argentina.
 */
const cuitSchema = z
  .string({ error: 'El CUIT/CUIL es obligatorio' })
  .trim()
  .max(20)
  .refine((v) => /^\d+$/.test(fiscalIdDigits(v)) && fiscalIdDigits(v).length >= FISCAL_ID_MIN_DIGITS, {
    error: `El CUIT/CUIL debe tener al menos ${FISCAL_ID_MIN_DIGITS} dígitos`,
  })
  .transform((v) => fiscalIdDigits(v));

const proveedorFields = {
  nombre: requiredTextSchema('El nombre es obligatorio', 120),
  cuit: cuitSchema,
  email: emailSchema,
  direccion: optionalTextSchema(200),
  localidad: requiredTextSchema('La localidad es obligatoria', 100),
  provincia: requiredTextSchema('La provincia es obligatoria', 100),
  comentario: optionalTextSchema(1000),
  clientMutationId: clientMutationIdSchema,
};

/** POST /api/proveedores. The name is unique in the venue (case and accents ignored). */
export const proveedorCreateSchema = z.object(proveedorFields);
export type ProveedorCreate = z.input<typeof proveedorCreateSchema>;

/** PUT /api/proveedores/{id}: the whole supplier; `activo` reactivates or deactivates it. */
export const proveedorUpdateSchema = z.object({ ...proveedorFields, activo: z.boolean().optional() });
export type ProveedorUpdate = z.input<typeof proveedorUpdateSchema>;

/** GET /api/proveedores: by name, CUIT, e-mail or locality; active ones unless `incluirInactivos`. */
export const proveedoresQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  incluirInactivos: z.stringbool().default(false),
});
export type ProveedoresQuery = z.input<typeof proveedoresQuerySchema>;

export const proveedoresListSchema = z.object({ items: z.array(proveedorSchema), total: z.number().int() });
export type ProveedoresList = z.infer<typeof proveedoresListSchema>;

/** DELETE /api/proveedores/{id}: erased when no product names it, else deactivated (its products keep it). */
export const proveedorEliminadoSchema = z.object({
  id: z.number().int(),
  resultado: z.enum(['eliminado', 'desactivado']),
});
export type ProveedorEliminado = z.infer<typeof proveedorEliminadoSchema>;

import { z } from 'zod';
import { PERMISSIONS, type Permission } from '../rules/permissions';
import { clientMutationIdSchema, optionalTextSchema, requiredTextSchema } from './fields';

const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]]);

/** GET /api/roles item: a role with its permissions and how many users hold it. */
export const rolSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  permisos: z.array(permissionSchema),
  /** Users of the venue that hold the role. */
  usuarios: z.number().int(),
  /** One of the four seeded roles (admin, empleado, mozo, cajero): it cannot be renamed or deleted. */
  sistema: z.boolean(),
  /** The largest discount in percent the role gives without a permission or a manager's approval (admin 100, cajero 20, others 10 unless changed). */
  descuentoMaximo: z.number().int().optional(),
});
export type Rol = z.infer<typeof rolSchema>;

const nombreSchema = requiredTextSchema('Rol inválido: el nombre no puede estar vacío', 60);

/** A role's discount limit: a whole percent 0..100. */
const descuentoMaximoSchema = z.number().int().min(0).max(100, { error: 'El descuento máximo debe estar entre 0 y 100' });

/** A set of permissions: each known name, repeated ones counted once. */
const permisosSchema = z
  .array(permissionSchema)
  .max(100)
  .transform((list) => [...new Set(list)]);

/** POST /api/roles (usuarios.administrar). Names are unique, ignoring case and accents. */
export const rolCreateSchema = z.object({
  nombre: nombreSchema,
  descripcion: optionalTextSchema(200),
  permisos: permisosSchema.default([]),
  descuentoMaximo: descuentoMaximoSchema.nullish(),
  clientMutationId: clientMutationIdSchema,
});
export type RolCreate = z.input<typeof rolCreateSchema>;

/** PUT /api/roles/{id} (usuarios.administrar): the fields given change; `permisos` replaces the set. */
export const rolUpdateSchema = z.object({
  nombre: nombreSchema.optional(),
  /** Omitted: unchanged; null or blank: cleared. */
  descripcion: optionalTextSchema(200).optional(),
  permisos: permisosSchema.optional(),
  /** Omitted: unchanged; null: back to the seeded default. */
  descuentoMaximo: descuentoMaximoSchema.nullish(),
  clientMutationId: clientMutationIdSchema,
});
export type RolUpdate = z.input<typeof rolUpdateSchema>;

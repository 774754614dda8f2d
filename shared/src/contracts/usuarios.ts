import { z } from 'zod';
import { clientMutationIdSchema, requiredTextSchema } from './fields';

/** Shortest password accepted when an admin creates a user or resets one. */
export const PASSWORD_MIN_LENGTH = 6;

/** GET /api/usuarios item (SPEC §3 Other entities: name, e-mail, roles, last access). */
export const usuarioSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  email: z.string(),
  roles: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  activo: z.boolean(),
  /** ISO-8601 of the last sign-in, or null when never. */
  ultimoAcceso: z.string().nullable(),
  createdAt: z.string(),
});
export type Usuario = z.infer<typeof usuarioSchema>;

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v.length > 0, { error: 'El e-mail es obligatorio', abort: true })
  .refine((v) => v.length <= 200 && /^[^\s@]+@[^\s@]+$/.test(v), { error: 'El e-mail no tiene un formato válido' });

/** SPEC §5: a password is required to create a user. */
const passwordSchema = z
  .string()
  .refine((v) => v.length > 0, { error: 'La contraseña es obligatoria', abort: true })
  .refine((v) => v.length >= PASSWORD_MIN_LENGTH, { error: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`, abort: true })
  .refine((v) => v.length <= 200, { error: 'La contraseña debe tener como máximo 200 caracteres' });

const rolIdsSchema = z
  .array(z.number().int().positive())
  .min(1, { error: 'Elegí al menos un rol' })
  .max(20)
  .transform((ids) => [...new Set(ids)]);

const nombreSchema = requiredTextSchema('El nombre es obligatorio', 120);

/** POST /api/usuarios (usuarios.administrar). The e-mail is unique in the whole install (sign-in is by e-mail). */
export const usuarioCreateSchema = z.object({
  nombre: nombreSchema,
  email: emailSchema,
  password: passwordSchema,
  rolIds: rolIdsSchema,
  activo: z.boolean().default(true),
  clientMutationId: clientMutationIdSchema,
});
export type UsuarioCreate = z.input<typeof usuarioCreateSchema>;

/**
 * PUT /api/usuarios/{id} (usuarios.administrar): the fields given change. `activo: false`
 * deactivates the user and ends their sessions.
 */
export const usuarioUpdateSchema = z.object({
  nombre: nombreSchema.optional(),
  email: emailSchema.optional(),
  rolIds: rolIdsSchema.optional(),
  activo: z.boolean().optional(),
  clientMutationId: clientMutationIdSchema,
});
export type UsuarioUpdate = z.input<typeof usuarioUpdateSchema>;

/** POST /api/usuarios/{id}/password (usuarios.administrar): sets a new password and ends the user's sessions. */
export const usuarioPasswordSchema = z.object({
  password: passwordSchema,
  clientMutationId: clientMutationIdSchema,
});
export type UsuarioPassword = z.input<typeof usuarioPasswordSchema>;

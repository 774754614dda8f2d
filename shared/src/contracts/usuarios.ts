import { z } from 'zod';
import { clientMutationIdSchema, requiredTextSchema } from './fields';

/** Shortest password accepted wherever a password is set (an admin's form, one's own change, the first admin). */
export const PASSWORD_MIN_LENGTH = 10;

/** Why a new password is refused by the rules the browser can check too (the api also refuses common ones). */
export type PasswordProblem = 'corta' | 'repetida' | 'personal';

/** The Spanish text of each problem: the api's refusal codes (PASSWORD_CORTA...) say the same. */
export const PASSWORD_PROBLEM_TEXT: Record<PasswordProblem, string> = {
  corta: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`,
  repetida: 'La contraseña no puede ser un mismo carácter repetido',
  personal: 'La contraseña no puede contener el e-mail ni el nombre del usuario',
};

/** Lower case without accents, so 'Sofía' inside 'sofia2026xyz' is still the name. */
const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The parts of a user's identity a password must not contain: the e-mail, its local part and the
 * name (whole, and each word long enough to be guessed from it). Short parts are left out: a
 * two-letter name inside a long password says nothing about it.
 */
function identityParts(owner: { email?: string | null | undefined; nombre?: string | null | undefined }): string[] {
  const parts: string[] = [];
  const email = foldText(owner.email?.trim() ?? '');
  if (email) parts.push(email, email.split('@')[0]!);
  const nombre = foldText(owner.nombre?.trim() ?? '');
  if (nombre) parts.push(nombre.replace(/\s+/g, ''), ...nombre.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4));
  return parts.filter((p) => p.length >= 3);
}

/**
 * The password rule both the forms and the api apply: at least PASSWORD_MIN_LENGTH characters,
 * not one character repeated, and not containing the user's e-mail or name. Null when it passes.
 */
export function passwordProblem(password: string, owner: { email?: string | null | undefined; nombre?: string | null | undefined } = {}): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'corta';
  if (/^(.)\1*$/su.test(password)) return 'repetida';
  const folded = foldText(password);
  if (identityParts(owner).some((part) => folded.includes(part))) return 'personal';
  return null;
}

/** GET /api/usuarios item (Other entities: name, e-mail, roles, last access). */
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

/** A password is required to create a user; the rest is the password rule (passwordProblem). */
export const passwordSchema = z
  .string()
  .refine((v) => v.length > 0, { error: 'La contraseña es obligatoria', abort: true })
  .refine((v) => passwordProblem(v) !== 'corta', { error: PASSWORD_PROBLEM_TEXT.corta, abort: true })
  .refine((v) => v.length <= 200, { error: 'La contraseña debe tener como máximo 200 caracteres', abort: true })
  .refine((v) => passwordProblem(v) !== 'repetida', { error: PASSWORD_PROBLEM_TEXT.repetida });

const rolIdsSchema = z
  .array(z.number().int().positive())
  .min(1, { error: 'Elegí al menos un rol' })
  .max(20)
  .transform((ids) => [...new Set(ids)]);

const nombreSchema = requiredTextSchema('El nombre es obligatorio', 120);

/** A form or body with the user's name and e-mail beside the password: the password holds neither. */
export function refusePersonalPassword(v: { nombre?: string | undefined; email?: string | undefined; password?: string | undefined }, ctx: z.RefinementCtx): void {
  if (v.password && passwordProblem(v.password, v) === 'personal') ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_PROBLEM_TEXT.personal });
}

/** POST /api/usuarios (usuarios.administrar). The e-mail is unique in the whole install (sign-in is by e-mail). */
export const usuarioCreateSchema = z
  .object({
    nombre: nombreSchema,
    email: emailSchema,
    password: passwordSchema,
    rolIds: rolIdsSchema,
    activo: z.boolean().default(true),
    clientMutationId: clientMutationIdSchema,
  })
  .superRefine(refusePersonalPassword);
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

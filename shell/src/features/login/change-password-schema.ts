import { passwordProblem, type PasswordProblem } from '@resto/shared/contracts';
import { z } from 'zod';

/** i18n keys of the password rule's problems (cambioPassword in sesiones.json, politicaPassword in cuentas.json). */
const PROBLEM_KEYS: Record<PasswordProblem, string> = {
  corta: 'cambioPassword.minLength',
  repetida: 'politicaPassword.repetida',
  personal: 'politicaPassword.personal',
};

/**
 * The form of one's own new password, checked by the same rule as the api (passwordProblem) for
 * the signed-in user's e-mail and name; the api also refuses common passwords, shown as it says.
 * Messages are i18n keys.
 */
export function changePasswordSchemaFor(owner: { email?: string | null | undefined; nombre?: string | null | undefined }) {
  return z
    .object({
      actual: z.string().min(1, 'cambioPassword.required'),
      nueva: z
        .string()
        .max(200)
        .superRefine((value, ctx) => {
          const problem = passwordProblem(value, owner);
          if (problem) ctx.addIssue({ code: 'custom', message: PROBLEM_KEYS[problem] });
        }),
      confirmacion: z.string().min(1, 'cambioPassword.required'),
    })
    .refine((v) => v.nueva === v.confirmacion, { path: ['confirmacion'], message: 'cambioPassword.noCoinciden' });
}

/** The rule without knowing whose password it is. */
export const changePasswordSchema = changePasswordSchemaFor({});

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

import { PASSWORD_MIN_LENGTH } from '@resto/shared/contracts';
import { z } from 'zod';

/** Messages are i18n keys under `cambioPassword` (shared/src/i18n/locales/<lang>/sesiones.json). */
export const changePasswordSchema = z
  .object({
    actual: z.string().min(1, 'cambioPassword.required'),
    nueva: z.string().min(PASSWORD_MIN_LENGTH, 'cambioPassword.minLength').max(200),
    confirmacion: z.string().min(1, 'cambioPassword.required'),
  })
  .refine((v) => v.nueva === v.confirmacion, { path: ['confirmacion'], message: 'cambioPassword.noCoinciden' });

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordSchema>;

import { z } from 'zod';

/**
 * Messages are i18n keys, translated where they are shown. The e-mail is trimmed first,
 * so a whitespace-only e-mail is "required" and the trimmed value is what gets sent.
 */
export const loginSchema = z.object({
  email: z.string().trim().min(1, 'pagesLogin.emailRequerido'),
  password: z.string().min(1, 'pagesLogin.passwordRequerido'),
});

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginFormValues = z.output<typeof loginSchema>;

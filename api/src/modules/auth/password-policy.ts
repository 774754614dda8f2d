import { PASSWORD_MIN_LENGTH, passwordProblem } from '@resto/shared/contracts';
import { badRequest } from '../../lib/errors';
import { COMMON_PASSWORDS } from './common-passwords';

/** Whose password it is: a password must not contain their e-mail or name. */
export interface PasswordOwner {
  email?: string | null | undefined;
  nombre?: string | null | undefined;
}

/**
 * The password rule wherever a password is set (an admin creating or resetting a user, one's own
 * change, the first admin of an empty install): the shared rule the forms check too, and not one
 * of the most common passwords. Throws the coded refusal; the demo users' published passwords
 * are seeded without it.
 */
export function assertPasswordAllowed(password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem === 'corta') throw badRequest('PASSWORD_CORTA', { min: PASSWORD_MIN_LENGTH });
  if (problem === 'repetida') throw badRequest('PASSWORD_REPETIDA');
  if (problem === 'personal') throw badRequest('PASSWORD_PERSONAL');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) throw badRequest('PASSWORD_COMUN');
}

/**
 * The first admin of an empty install gets ADMIN_PASSWORD: a weak one stops the start with the
 * rule it breaks, rather than leaving the whole venue behind a guessable password until its
 * first sign-in. Only checked when that admin is created (an install that already has a venue
 * never reads ADMIN_PASSWORD).
 */
export function assertFirstAdminPassword(password: string, owner: PasswordOwner): void {
  try {
    assertPasswordAllowed(password, owner);
  } catch (error) {
    throw new Error(`ADMIN_PASSWORD no es válida para el primer administrador: ${(error as Error).message}`, { cause: error });
  }
}

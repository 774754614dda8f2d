import { hash, verify } from '@node-rs/argon2';

/* @node-rs/argon2 defaults to argon2id (m=19456 KiB, t=2, p=1), the OWASP baseline. */

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies `password` against `passwordHash`; with no hash (unknown user) it verifies against a
 * dummy hash anyway so both failures take the same time and cannot tell which e-mails exist.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hash('resto-dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a wrong password, not as a server error.
    return false;
  }
}

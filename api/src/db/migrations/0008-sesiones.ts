import type { Kysely } from 'kysely';

/*
 * Frozen once landed: sessions with server-side expiry and revocation, sign-in limiter state (issue 17, sign-in and sessions).
 */

export async function up(_db: Kysely<unknown>): Promise<void> {
  // Filled in by the work.
}

import type { Kysely } from 'kysely';

/*
 * Frozen once landed: the request fingerprint of each ClientMutationId (issue 17, idempotency).
 */

export async function up(_db: Kysely<unknown>): Promise<void> {
  // Filled in by the work.
}

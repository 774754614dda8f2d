import type { Kysely } from 'kysely';

/*
 * Frozen once landed: reservations (issue 10).
 */

export async function up(_db: Kysely<unknown>): Promise<void> {
  // Filled in by the work.
}

import type { Kysely } from 'kysely';

/*
 * Frozen once landed: backups and operations settings (issue 20).
 */

export async function up(_db: Kysely<unknown>): Promise<void> {
  // Filled in by the work.
}

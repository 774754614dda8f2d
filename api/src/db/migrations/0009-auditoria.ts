import type { Kysely } from 'kysely';

/*
 * Frozen once landed: audit log, price overrides, discount limits, manager approvals (issue 17, fraud from the floor).
 */

export async function up(_db: Kysely<unknown>): Promise<void> {
  // Filled in by the work.
}

import type { Kysely } from 'kysely';

/*
 * Frozen once landed: the request fingerprint of each ClientMutationId (idempotency).
 * `request_hash` is the SHA-256 of the canonical request (operation's body without the id); a
 * reused id with another fingerprint is refused. Rows from before this migration have none and
 * replay as before. The index serves the scheduled pruning of old records.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('client_mutations').addColumn('request_hash', 'text').execute();
  await db.schema.createIndex('client_mutations_created_idx').on('client_mutations').column('created_at').execute();
}

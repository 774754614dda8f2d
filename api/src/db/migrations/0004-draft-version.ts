import type { Kysely } from 'kysely';
import { nowDefault, timestampType, withId } from './helpers';

/*
 * Frozen: a version per table draft (1 when opened, +1 on every change) that the /ws/mesas events
 * carry, so a screen applies an event's own data and re-reads only when it missed one; and the
 * hub outbox, where an event too big for a PostgreSQL NOTIFY waits for the other instances.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mesa_drafts')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await withId(db, db.schema.createTable('hub_outbox'))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('hub_outbox_created_idx').on('hub_outbox').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hub_outbox').execute();
  await db.schema.alterTable('mesa_drafts').dropColumn('version').execute();
}

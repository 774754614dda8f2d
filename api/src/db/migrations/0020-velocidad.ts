import type { Kysely } from 'kysely';
import { timestampType, withId } from './helpers';

/*
 * Frozen: comanda writes near the floor's speed.
 * - client_mutations.replay: what a replay of a comanda add rebuilds its first answer from (the
 *   draft's row as the add left it and its last item id, a few hundred bytes) instead of the whole
 *   answer (the whole comanda, tens of KB per add); `response` stays null on those rows.
 * - mesa_draft_item_estados: the state an item had before each later change (quantity, deletion,
 *   restore, note), valid up to the draft's version `hasta_version`: with it the comanda as any
 *   add left it can be rebuilt exactly.
 * - client_mutations_created_idx duplicated client_mutations_created_at_idx (same column): one
 *   index less to write per mutation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await db.schema.alterTable('client_mutations').addColumn('replay', 'text').execute();
  await db.schema.dropIndex('client_mutations_created_idx').execute();
  await withId(db, db.schema.createTable('mesa_draft_item_estados'))
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('mesa_drafts.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('hasta_version', 'integer', (c) => c.notNull())
    .addColumn('fila', 'text', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mesa_draft_item_estados_draft_idx').on('mesa_draft_item_estados').columns(['draft_id', 'hasta_version']).execute();
  await db.schema.createIndex('mesa_draft_item_estados_created_idx').on('mesa_draft_item_estados').column('created_at').execute();
}

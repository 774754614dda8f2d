import type { Kysely } from 'kysely';

/*
 * Frozen: the venue's refresh interval of the critical-orders indicator (settings
 * screen), beside its threshold. Null: the default (5000 ms).
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pedidos_config').addColumn('refresco_ms', 'integer').execute();
}

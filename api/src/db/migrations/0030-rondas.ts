import type { Kysely } from 'kysely';

/*
 * Frozen: every confirmation of a comanda is its own kitchen order, a round of its own.
 * A table may now have several pending orders at once (the kitchen has not started either round),
 * so the unique index that allowed one pending order per draft goes; a plain index keeps finding
 * a draft's orders (its rounds, its pending lines) fast.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pedidos_pendiente_uq').execute();
  await db.schema.createIndex('pedidos_draft_idx').on('pedidos').columns(['draft_id', 'estado']).execute();
}

import type { Kysely } from 'kysely';

/*
 * Frozen once landed: a counter, takeaway or delivery order's lines keep the price list that
 * priced them (its name) and the promotion they were taken under (its rule then, JSON text), as
 * the comanda's and the sale's lines do, so the order is charged as it was taken.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pedido_items').addColumn('lista_precio', 'text').execute();
  await db.schema.alterTable('pedido_items').addColumn('promocion', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pedido_items').dropColumn('promocion').execute();
  await db.schema.alterTable('pedido_items').dropColumn('lista_precio').execute();
}

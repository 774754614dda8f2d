import type { Kysely } from 'kysely';

/*
 * Electronic invoicing with ARCA, part 2: numbering safe across api instances.
 * - facturacion_numeradores: one row per (CUIT, point of sale, voucher type) while some instance
 *   numbers a voucher of it: `titular` is that instance's run, `vence` when the lease lapses (an
 *   instance that died mid-call frees it by then). On PostgreSQL the api takes an advisory lock
 *   instead (released with the connection); this table is SQLite's lock between processes.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('facturacion_numeradores')
    .addColumn('clave', 'text', (c) => c.primaryKey())
    .addColumn('titular', 'text', (c) => c.notNull())
    .addColumn('vence', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('facturacion_numeradores').execute();
}

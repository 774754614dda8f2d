import type { Kysely } from 'kysely';
import { moneyType, nowDefault, timestampType, withId } from './helpers';

/*
 * Reports: the daily Z close. One per venue day (`fecha`, the venue's calendar date),
 * numbered per venue, and never changed once issued: `datos` is the JSON snapshot of the day's
 * figures at the moment it was issued, so a reprint shows exactly what was printed first.
 * Plus the indexes the reports read by (sales by finish time, items by sale, expenses by date).
 */

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('cierres_z'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('numero', 'integer', (c) => c.notNull())
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('total', moneyType(db), (c) => c.notNull())
    .addColumn('ventas', 'integer', (c) => c.notNull())
    .addColumn('datos', 'text', (c) => c.notNull())
    .addColumn('usuario_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addUniqueConstraint('cierres_z_fecha_uq', ['local_id', 'fecha'])
    .addUniqueConstraint('cierres_z_numero_uq', ['local_id', 'numero'])
    .execute();
  // Paid sales by finish time across states (the dashboard's today and the reports' ranges).
  await db.schema.createIndex('ventas_local_finalizada_idx').on('ventas').columns(['local_id', 'finalizada_at']).execute();
}

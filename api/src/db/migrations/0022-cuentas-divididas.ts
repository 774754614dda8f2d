import type { Kysely } from 'kysely';
import { moneyType, nowDefault, timestampType, withId } from './helpers';

/*
 * Frozen: split bills and tips.
 * - cuenta_partes: the parts a table's bill is split into (`grupo`: the guest or the seat). Each part is charged as a sale of its
 *   own (venta_id once paid) with the lines in `lineas` (JSON: item id, quantity * 1000, gross,
 *   discount, subtotal in minor units: its share of each table line). `version_draft` is the
 *   draft's version the pending parts were computed for: a table changed since is split again.
 * - propinas: tips added at payment, apart from the sale (not in its total, not in revenue), per
 *   waiter (`mozo_id`: the user who opened the table, or the cashier at the counter), per payment
 *   method, in the method's currency and in the venue's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const money = moneyType(db);
  await withId(db, db.schema.createTable('cuenta_partes'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id'))
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('mesa_drafts.id').onDelete('cascade'))
    .addColumn('numero', 'integer', (c) => c.notNull())
    .addColumn('grupo', 'integer', (c) => c.notNull())
    .addColumn('modo', 'text', (c) => c.notNull())
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('subtotal', money, (c) => c.notNull())
    .addColumn('descuento_general', money, (c) => c.notNull())
    .addColumn('descuento_cliente', money, (c) => c.notNull())
    .addColumn('total', money, (c) => c.notNull())
    .addColumn('lineas', 'text', (c) => c.notNull())
    .addColumn('venta_id', 'integer', (c) => c.references('ventas.id'))
    .addColumn('version_draft', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('pagada_at', ts)
    .execute();
  await db.schema.createIndex('cuenta_partes_draft_idx').on('cuenta_partes').columns(['draft_id', 'numero']).execute();

  await withId(db, db.schema.createTable('propinas'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id'))
    .addColumn('venta_id', 'integer', (c) => c.notNull().references('ventas.id'))
    .addColumn('arqueo_id', 'integer', (c) => c.references('arqueos.id'))
    .addColumn('mozo_id', 'integer', (c) => c.references('usuarios.id'))
    .addColumn('medio_pago_id', 'integer', (c) => c.notNull())
    .addColumn('medio_nombre', 'text', (c) => c.notNull())
    .addColumn('medio_tipo', 'text', (c) => c.notNull())
    .addColumn('moneda', 'text', (c) => c.notNull())
    .addColumn('monto', money, (c) => c.notNull())
    .addColumn('tasa_micro', money)
    .addColumn('monto_local', money, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('propinas_local_created_idx').on('propinas').columns(['local_id', 'created_at']).execute();
  await db.schema.createIndex('propinas_arqueo_idx').on('propinas').column('arqueo_id').execute();
  await db.schema.createIndex('propinas_venta_idx').on('propinas').column('venta_id').execute();
}

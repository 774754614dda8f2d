import type { Kysely } from 'kysely';
import { moneyType, withId } from './helpers';

/*
 * Frozen once landed: the register's count at its close.
 * - arqueo_conteos: the cash counted by denomination, per currency (valor in minor units of
 *   moneda, cantidad whole notes or coins); the counted total is their sum, kept in arqueo_monedas
 *   and arqueos as before.
 * - arqueo_medios: per non-cash payment method, what the session charged through it (esperado)
 *   and what the cashier declared its terminal reports (declarado, null when not declared), in
 *   minor units of the venue's currency, frozen at the close.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const money = moneyType(db);
  await withId(db, db.schema.createTable('arqueo_conteos'))
    .addColumn('arqueo_id', 'integer', (c) => c.notNull().references('arqueos.id').onDelete('cascade'))
    .addColumn('moneda', 'text', (c) => c.notNull())
    .addColumn('valor', money, (c) => c.notNull())
    .addColumn('cantidad', 'integer', (c) => c.notNull())
    .addUniqueConstraint('arqueo_conteos_uq', ['arqueo_id', 'moneda', 'valor'])
    .execute();
  await withId(db, db.schema.createTable('arqueo_medios'))
    .addColumn('arqueo_id', 'integer', (c) => c.notNull().references('arqueos.id').onDelete('cascade'))
    .addColumn('medio_pago_id', 'integer', (c) => c.notNull().references('medios_pago.id'))
    .addColumn('medio_nombre', 'text', (c) => c.notNull())
    .addColumn('medio_tipo', 'text', (c) => c.notNull())
    .addColumn('esperado', money, (c) => c.notNull())
    .addColumn('declarado', money)
    .addUniqueConstraint('arqueo_medios_uq', ['arqueo_id', 'medio_pago_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('arqueo_medios').execute();
  await db.schema.dropTable('arqueo_conteos').execute();
}

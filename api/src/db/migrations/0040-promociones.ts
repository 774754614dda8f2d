import type { Kysely } from 'kysely';
import { moneyType, timestampType, withId } from './helpers';

/*
 * Frozen once landed: quantity deals on a product or a category.
 * - promociones: a venue's promotion; tipo 'nxm' (lleva, paga) or 'segunda-unidad' (porcentaje
 *   scaled by 100: 50 % -> 5000); exactly one of producto_id and categoria_id; canales as
 *   comma-separated text; dias, desde and hasta as a price list's window (all null: always);
 *   activa 1/0.
 * - mesa_draft_items.promocion and venta_items.promocion: the promotion a line was added under,
 *   as JSON text of its id, name and rule then (null when none applied).
 * - venta_items.descuento_promocion and ventas.descuento_promocion: a sale's promotion discount,
 *   each line's share and the sale's whole, in minor units.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('promociones'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('lleva', 'integer')
    .addColumn('paga', 'integer')
    .addColumn('porcentaje', 'integer')
    .addColumn('producto_id', 'integer', (c) => c.references('productos.id').onDelete('cascade'))
    .addColumn('categoria_id', 'integer', (c) => c.references('categorias.id').onDelete('cascade'))
    .addColumn('canales', 'text', (c) => c.notNull())
    .addColumn('dias', 'text')
    .addColumn('desde', 'text')
    .addColumn('hasta', 'text')
    .addColumn('activa', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('promociones_local_idx').on('promociones').columns(['local_id', 'activa']).execute();
  await db.schema.alterTable('mesa_draft_items').addColumn('promocion', 'text').execute();
  await db.schema.alterTable('venta_items').addColumn('promocion', 'text').execute();
  await db.schema
    .alterTable('venta_items')
    .addColumn('descuento_promocion', moneyType(db), (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('ventas')
    .addColumn('descuento_promocion', moneyType(db), (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ventas').dropColumn('descuento_promocion').execute();
  await db.schema.alterTable('venta_items').dropColumn('descuento_promocion').execute();
  await db.schema.alterTable('venta_items').dropColumn('promocion').execute();
  await db.schema.alterTable('mesa_draft_items').dropColumn('promocion').execute();
  await db.schema.dropTable('promociones').execute();
}

import type { Kysely } from 'kysely';
import { moneyType, timestampType, withId } from './helpers';

/*
 * Frozen once landed: price lists by channel and time.
 * - listas_precios: a venue's list; canales as comma-separated text ('salon,mostrador'); dias
 *   ('1,5', 1 Monday ... 7 Sunday), desde and hasta ('HH:mm', the venue's time) all null when the
 *   list always applies; ajuste_porcentaje scaled by 100 (12.5 % -> 1250) or null when the list
 *   has fixed prices; activa 1/0.
 * - listas_precios_productos: a list's fixed price per product, in minor units.
 * - mesa_draft_items.lista_precio and venta_items.lista_precio: the name of the list a line was
 *   priced by when it was added (null at the product's own price).
 */

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('listas_precios'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('canales', 'text', (c) => c.notNull())
    .addColumn('dias', 'text')
    .addColumn('desde', 'text')
    .addColumn('hasta', 'text')
    .addColumn('prioridad', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('activa', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ajuste_porcentaje', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('listas_precios_local_idx').on('listas_precios').columns(['local_id', 'activa']).execute();
  await withId(db, db.schema.createTable('listas_precios_productos'))
    .addColumn('lista_id', 'integer', (c) => c.notNull().references('listas_precios.id').onDelete('cascade'))
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    .addColumn('precio', moneyType(db), (c) => c.notNull())
    .addUniqueConstraint('listas_precios_productos_uq', ['lista_id', 'producto_id'])
    .execute();
  await db.schema.alterTable('mesa_draft_items').addColumn('lista_precio', 'text').execute();
  await db.schema.alterTable('venta_items').addColumn('lista_precio', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('venta_items').dropColumn('lista_precio').execute();
  await db.schema.alterTable('mesa_draft_items').dropColumn('lista_precio').execute();
  await db.schema.dropTable('listas_precios_productos').execute();
  await db.schema.dropTable('listas_precios').execute();
}

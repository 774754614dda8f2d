import { sql, type Kysely } from 'kysely';
import { moneyType, withId } from './helpers';

/*
 * Frozen once landed: combos and set menus.
 * - productos.tipo: 'simple' or 'combo' (a fixed price and choice groups).
 * - producto_combo_grupos: a combo's groups (the guest picks exactly one option of each);
 *   producto_combo_opciones: a group's options, each another (simple) product of the venue with a
 *   surcharge in minor units of the venue's currency.
 * - The components a line was taken with, as they were then (JSON text: group, option, product,
 *   name, surcharge and base price), on the comanda's items, the kitchen's lines and the sale's
 *   items, with a partial index on the sale's lines that have them (the products report).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('productos')
    .addColumn('tipo', 'text', (c) => c.notNull().defaultTo('simple'))
    .execute();

  await withId(db, db.schema.createTable('producto_combo_grupos'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('producto_combo_grupos_producto_idx').on('producto_combo_grupos').columns(['local_id', 'producto_id']).execute();

  await withId(db, db.schema.createTable('producto_combo_opciones'))
    .addColumn('grupo_id', 'integer', (c) => c.notNull().references('producto_combo_grupos.id').onDelete('cascade'))
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    .addColumn('recargo', moneyType(db), (c) => c.notNull().defaultTo(0))
    .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('producto_combo_opciones_grupo_idx').on('producto_combo_opciones').column('grupo_id').execute();
  await db.schema.createIndex('producto_combo_opciones_producto_idx').on('producto_combo_opciones').column('producto_id').execute();

  await db.schema.alterTable('mesa_draft_items').addColumn('componentes', 'text').execute();
  await db.schema.alterTable('pedido_items').addColumn('componentes', 'text').execute();
  await db.schema.alterTable('venta_items').addColumn('componentes', 'text').execute();
  // The lines taken as combos (few of a venue's lines): the products report attributes them.
  await db.schema.createIndex('venta_items_con_componentes_idx').on('venta_items').column('venta_id').where(sql.ref('componentes'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('venta_items_con_componentes_idx').execute();
  await db.schema.alterTable('venta_items').dropColumn('componentes').execute();
  await db.schema.alterTable('pedido_items').dropColumn('componentes').execute();
  await db.schema.alterTable('mesa_draft_items').dropColumn('componentes').execute();
  await db.schema.dropTable('producto_combo_opciones').execute();
  await db.schema.dropTable('producto_combo_grupos').execute();
  await db.schema.alterTable('productos').dropColumn('tipo').execute();
}

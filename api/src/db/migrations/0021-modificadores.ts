import type { Kysely } from 'kysely';
import { moneyType, timestampType, withId } from './helpers';

/*
 * Frozen once landed: modifiers and courses.
 * - A product's modifier groups ('Punto de la carne': choose exactly one; 'Extras': up to 3) and
 *   their options, each with a price delta in minor units of the venue's currency.
 * - The options a line was taken with, as they were then (JSON text: names and deltas), on the
 *   comanda's items, the kitchen's lines and the sale's items: a later edit of the product never
 *   changes what was ordered or charged.
 * - Courses: a comanda line's course (entrada, principal, postre) and whether it is held
 *   (`en_espera` 1) until the waiter fires it; its kitchen line is held alike.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('producto_modificador_grupos'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('minimo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maximo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('producto_modificador_grupos_producto_idx').on('producto_modificador_grupos').columns(['local_id', 'producto_id']).execute();

  await withId(db, db.schema.createTable('producto_modificador_opciones'))
    .addColumn('grupo_id', 'integer', (c) => c.notNull().references('producto_modificador_grupos.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('precio_delta', moneyType(db), (c) => c.notNull().defaultTo(0))
    .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('producto_modificador_opciones_grupo_idx').on('producto_modificador_opciones').column('grupo_id').execute();

  await db.schema.alterTable('mesa_draft_items').addColumn('modificadores', 'text').execute();
  await db.schema.alterTable('mesa_draft_items').addColumn('curso', 'text').execute();
  await db.schema
    .alterTable('mesa_draft_items')
    .addColumn('en_espera', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('pedido_items').addColumn('modificadores', 'text').execute();
  await db.schema.alterTable('pedido_items').addColumn('curso', 'text').execute();
  await db.schema
    .alterTable('pedido_items')
    .addColumn('en_espera', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('venta_items').addColumn('modificadores', 'text').execute();
}

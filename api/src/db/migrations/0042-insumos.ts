import type { Kysely } from 'kysely';
import { moneyType, timestampType, withId } from './helpers';

/*
 * Frozen once landed: ingredients, recipes, purchases and counts.
 * Quantities are integers in millionths of their unit (INSUMO_QUANTITY_SCALE: 30 g -> 30000000 in
 * a 'g' ingredient, 30000 in a 'kg' one); costs are minor units of the venue's currency per one
 * whole unit; percentages are basis points (12.5 % -> 1250).
 * - insumos: a venue's ingredient; unidad 'kg' | 'g' | 'l' | 'ml' | 'unidad'; costo_unitario the
 *   weighted average, costo_ultimo the last purchase's.
 * - insumo_movimientos: every change of an ingredient's stock, signed, with the stock before and
 *   after, the cost then, who, and the sale, purchase or count behind it.
 * - preparaciones: a sub-recipe (a tomato sauce) that yields `rendimiento` of its `unidad`.
 * - recetas: a product's recipe header (portions it yields).
 * - receta_lineas: a line of exactly one owner (a product's recipe, a modifier option or a
 *   preparation), of exactly one component (an ingredient or a preparation); `quitar` on a
 *   modifier option's line takes that component out of the dish ('sin cebolla').
 * - compras, compra_lineas: purchase orders to a supplier and what arrived of each line.
 * - inventarios, inventario_lineas: a physical count, what the system held and what was counted.
 * - productos.disponible: 0 when staff marked it sold out by hand.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const money = moneyType(db);
  // Quantities in millionths may pass 2^31: bigint on PostgreSQL, like money.
  const qty = money;

  await withId(db, db.schema.createTable('insumos'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('unidad', 'text', (c) => c.notNull())
    .addColumn('costo_unitario', money, (c) => c.notNull().defaultTo(0))
    .addColumn('costo_ultimo', money)
    .addColumn('stock_actual', qty, (c) => c.notNull().defaultTo(0))
    .addColumn('stock_minimo', qty, (c) => c.notNull().defaultTo(0))
    .addColumn('controla_stock', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('proveedor_id', 'integer', (c) => c.references('proveedores.id').onDelete('set null'))
    .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('insumos_local_idx').on('insumos').columns(['local_id', 'activo']).execute();

  await withId(db, db.schema.createTable('insumo_movimientos'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('insumo_id', 'integer', (c) => c.notNull().references('insumos.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('cantidad', qty, (c) => c.notNull())
    .addColumn('stock_anterior', qty, (c) => c.notNull())
    .addColumn('stock_resultante', qty, (c) => c.notNull())
    .addColumn('costo_unitario', money, (c) => c.notNull().defaultTo(0))
    .addColumn('venta_id', 'integer')
    .addColumn('compra_id', 'integer')
    .addColumn('inventario_id', 'integer')
    .addColumn('usuario_id', 'integer')
    .addColumn('motivo', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('insumo_movimientos_insumo_idx').on('insumo_movimientos').columns(['local_id', 'insumo_id', 'id']).execute();
  await db.schema.createIndex('insumo_movimientos_fecha_idx').on('insumo_movimientos').columns(['local_id', 'created_at']).execute();
  await db.schema.createIndex('insumo_movimientos_venta_idx').on('insumo_movimientos').column('venta_id').execute();

  await withId(db, db.schema.createTable('preparaciones'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('unidad', 'text', (c) => c.notNull())
    .addColumn('rendimiento', qty, (c) => c.notNull())
    .addColumn('activo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('preparaciones_local_idx').on('preparaciones').column('local_id').execute();

  await withId(db, db.schema.createTable('recetas'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    .addColumn('rendimiento', qty, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
  await db.schema.createIndex('recetas_producto_uq').on('recetas').columns(['local_id', 'producto_id']).unique().execute();

  await withId(db, db.schema.createTable('receta_lineas'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('producto_id', 'integer', (c) => c.references('productos.id').onDelete('cascade'))
    .addColumn('opcion_id', 'integer', (c) => c.references('producto_modificador_opciones.id').onDelete('cascade'))
    .addColumn('de_preparacion_id', 'integer', (c) => c.references('preparaciones.id').onDelete('cascade'))
    .addColumn('insumo_id', 'integer', (c) => c.references('insumos.id'))
    .addColumn('preparacion_id', 'integer', (c) => c.references('preparaciones.id'))
    .addColumn('cantidad', qty, (c) => c.notNull())
    .addColumn('unidad', 'text', (c) => c.notNull())
    .addColumn('merma_porcentaje', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quitar', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('receta_lineas_producto_idx').on('receta_lineas').columns(['local_id', 'producto_id']).execute();
  await db.schema.createIndex('receta_lineas_opcion_idx').on('receta_lineas').column('opcion_id').execute();
  await db.schema.createIndex('receta_lineas_preparacion_idx').on('receta_lineas').column('de_preparacion_id').execute();
  await db.schema.createIndex('receta_lineas_insumo_idx').on('receta_lineas').column('insumo_id').execute();

  await withId(db, db.schema.createTable('compras'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('numero', 'integer', (c) => c.notNull())
    .addColumn('proveedor_id', 'integer', (c) => c.notNull().references('proveedores.id'))
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('notas', 'text')
    .addColumn('total', money, (c) => c.notNull().defaultTo(0))
    .addColumn('usuario_id', 'integer')
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('updated_at', ts, (c) => c.notNull())
    .addColumn('enviada_at', ts)
    .addColumn('recibida_at', ts)
    .execute();
  await db.schema.createIndex('compras_local_idx').on('compras').columns(['local_id', 'id']).execute();
  await db.schema.createIndex('compras_numero_uq').on('compras').columns(['local_id', 'numero']).unique().execute();

  await withId(db, db.schema.createTable('compra_lineas'))
    .addColumn('compra_id', 'integer', (c) => c.notNull().references('compras.id').onDelete('cascade'))
    .addColumn('insumo_id', 'integer', (c) => c.notNull().references('insumos.id'))
    .addColumn('cantidad', qty, (c) => c.notNull())
    .addColumn('costo_unitario', money, (c) => c.notNull())
    .addColumn('cantidad_recibida', qty, (c) => c.notNull().defaultTo(0))
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('compra_lineas_compra_idx').on('compra_lineas').column('compra_id').execute();

  await withId(db, db.schema.createTable('inventarios'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('usuario_id', 'integer')
    .addColumn('notas', 'text')
    .addColumn('created_at', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventarios_local_idx').on('inventarios').columns(['local_id', 'id']).execute();

  await withId(db, db.schema.createTable('inventario_lineas'))
    .addColumn('inventario_id', 'integer', (c) => c.notNull().references('inventarios.id').onDelete('cascade'))
    .addColumn('insumo_id', 'integer', (c) => c.notNull().references('insumos.id'))
    .addColumn('cantidad_sistema', qty, (c) => c.notNull())
    .addColumn('cantidad_contada', qty, (c) => c.notNull())
    .addColumn('costo_unitario', money, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inventario_lineas_inventario_idx').on('inventario_lineas').column('inventario_id').execute();

  await db.schema
    .alterTable('productos')
    .addColumn('disponible', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('productos').dropColumn('disponible').execute();
  for (const table of ['inventario_lineas', 'inventarios', 'compra_lineas', 'compras', 'receta_lineas', 'recetas', 'preparaciones', 'insumo_movimientos', 'insumos']) {
    await db.schema.dropTable(table).execute();
  }
}

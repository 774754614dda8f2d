import { sql, type Kysely } from 'kysely';
import { boolDefault, boolType, isPostgres, nowDefault, timestampType, withId } from './helpers';

/*
 * Frozen: the catalogue. Subcategories (unique name per category, ignoring case and
 * accents), the category type of the settings, and per product: subcategory, supplier
 * (`proveedor_id` without a foreign key: the suppliers' migration adds it), brand, profit % (scaled
 * by 100), expiry date ('YYYY-MM-DD'), and the version of its image. Images live in
 * `producto_imagenes`: bytes in PostgreSQL, files under DATA_DIR on SQLite (`datos` null).
 * Indexes for 20,000 products: codes by lower-cased value (what a scanner search compares), list
 * orders by name, price and stock, filters by category, subcategory, supplier, state and low stock.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const now = nowDefault(db);
  const bool = boolType(db);

  await db.schema.alterTable('categorias').addColumn('tipo', 'text').execute();

  await withId(db, db.schema.createTable('subcategorias'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('categoria_id', 'integer', (c) => c.notNull().references('categorias.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('nombre_clave', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('activo', bool, (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('subcategorias_nombre_uq').on('subcategorias').columns(['categoria_id', 'nombre_clave']).unique().execute();
  await db.schema.createIndex('subcategorias_local_idx').on('subcategorias').columns(['local_id', 'categoria_id']).execute();

  // One statement per column: SQLite's ALTER TABLE adds a single column.
  await db.schema
    .alterTable('productos')
    .addColumn('subcategoria_id', 'integer', (c) => c.references('subcategorias.id'))
    .execute();
  await db.schema.alterTable('productos').addColumn('proveedor_id', 'integer').execute();
  await db.schema.alterTable('productos').addColumn('marca', 'text').execute();
  await db.schema.alterTable('productos').addColumn('porcentaje_ganancia', 'integer').execute();
  await db.schema.alterTable('productos').addColumn('fecha_vencimiento', 'text').execute();
  await db.schema.alterTable('productos').addColumn('imagen_version', 'text').execute();

  const idx = (name: string) => db.schema.createIndex(name).on('productos');
  await idx('productos_local_barras_lower_idx')
    .columns(['local_id', sql`lower(codigo_barras)`])
    .execute();
  await idx('productos_local_sku_lower_idx')
    .columns(['local_id', sql`lower(codigo_sku)`])
    .execute();
  await idx('productos_local_precio_idx').columns(['local_id', 'precio', 'id']).execute();
  await idx('productos_local_stock_idx').columns(['local_id', 'stock_actual', 'id']).execute();
  await idx('productos_local_activo_nombre_idx').columns(['local_id', 'activo', 'nombre_busqueda']).execute();
  await idx('productos_categoria_nombre_idx').columns(['categoria_id', 'nombre_busqueda']).execute();
  await idx('productos_subcategoria_idx').columns(['subcategoria_id', 'nombre_busqueda']).execute();
  await idx('productos_proveedor_idx').columns(['proveedor_id', 'nombre_busqueda']).execute();
  await idx('productos_local_marca_idx')
    .columns(['local_id', sql`lower(marca)`])
    .execute();
  await idx('productos_bajo_stock_idx')
    .columns(['local_id', 'nombre_busqueda'])
    .where(sql<boolean>`controla_stock and stock_actual < stock_minimo`)
    .execute();

  await db.schema
    .createTable('producto_imagenes')
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    // 'original', 'card' or 'thumb'.
    .addColumn('tamano', 'text', (c) => c.notNull())
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('datos', isPostgres(db) ? 'bytea' : 'blob')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('producto_imagenes_pk', ['producto_id', 'tamano'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('producto_imagenes').execute();
  for (const name of [
    'productos_bajo_stock_idx',
    'productos_local_marca_idx',
    'productos_proveedor_idx',
    'productos_subcategoria_idx',
    'productos_categoria_nombre_idx',
    'productos_local_activo_nombre_idx',
    'productos_local_stock_idx',
    'productos_local_precio_idx',
    'productos_local_sku_lower_idx',
    'productos_local_barras_lower_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  for (const column of ['imagen_version', 'fecha_vencimiento', 'porcentaje_ganancia', 'marca', 'proveedor_id', 'subcategoria_id']) {
    await db.schema.alterTable('productos').dropColumn(column).execute();
  }
  await db.schema.dropTable('subcategorias').execute();
  await db.schema.alterTable('categorias').dropColumn('tipo').execute();
}

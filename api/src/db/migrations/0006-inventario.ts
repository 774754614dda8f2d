import type { Kysely } from 'kysely';
import { boolDefault, boolType, moneyType, nowDefault, timestampType, withId } from './helpers';

/*
 * Frozen: suppliers, stock and prices.
 * - `proveedores`: unique name per venue (compared lower-cased without accents, `nombre_clave`);
 *   `productos.proveedor_id` (0005) names them without a foreign key (SQLite cannot add one to an
 *   existing column); the api checks it.
 * - `stock_movimientos` gains the supplier and the invoice of a purchase, and indexes for the
 *   venue-wide list (newest first, by type, by date).
 * - `precio_ajustes`: one row per applied bulk price adjustment (its filters and parameters);
 *   `precio_historial`: one row per product whose price or cost changed, with both before and after.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const now = nowDefault(db);
  const bool = boolType(db);
  const money = moneyType(db);
  const local = (c: any) => c.notNull().references('locales.id').onDelete('cascade');

  await withId(db, db.schema.createTable('proveedores'))
    .addColumn('local_id', 'integer', local)
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('nombre_clave', 'text', (c) => c.notNull())
    .addColumn('cuit', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('direccion', 'text')
    .addColumn('localidad', 'text', (c) => c.notNull())
    .addColumn('provincia', 'text', (c) => c.notNull())
    .addColumn('comentario', 'text')
    .addColumn('activo', bool, (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('proveedores_nombre_uq').on('proveedores').columns(['local_id', 'nombre_clave']).unique().execute();
  await db.schema.createIndex('proveedores_local_cuit_idx').on('proveedores').columns(['local_id', 'cuit']).execute();

  await db.schema
    .alterTable('stock_movimientos')
    .addColumn('proveedor_id', 'integer', (c) => c.references('proveedores.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('stock_movimientos').addColumn('comprobante', 'text').execute();
  await db.schema.createIndex('stock_movimientos_local_id_idx').on('stock_movimientos').columns(['local_id', 'id']).execute();
  await db.schema.createIndex('stock_movimientos_local_tipo_idx').on('stock_movimientos').columns(['local_id', 'tipo', 'id']).execute();
  await db.schema.createIndex('stock_movimientos_local_fecha_idx').on('stock_movimientos').columns(['local_id', 'created_at']).execute();
  await db.schema.createIndex('stock_movimientos_venta_idx').on('stock_movimientos').column('venta_id').execute();

  await withId(db, db.schema.createTable('precio_ajustes'))
    .addColumn('local_id', 'integer', local)
    .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id'))
    .addColumn('categoria_id', 'integer')
    .addColumn('proveedor_id', 'integer')
    .addColumn('marca', 'text')
    // 'porcentaje' (valor scaled by 100) or 'monto' (valor in minor units of the venue's currency).
    .addColumn('modo', 'text', (c) => c.notNull())
    .addColumn('valor', money, (c) => c.notNull())
    .addColumn('aplicar_a', 'text', (c) => c.notNull())
    .addColumn('redondeo_tipo', 'text', (c) => c.notNull())
    // Minor units.
    .addColumn('redondeo_multiplo', money)
    .addColumn('cantidad_productos', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('precio_ajustes_local_idx').on('precio_ajustes').columns(['local_id', 'id']).execute();

  await withId(db, db.schema.createTable('precio_historial'))
    .addColumn('local_id', 'integer', local)
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    .addColumn('precio_anterior', money, (c) => c.notNull())
    .addColumn('precio_nuevo', money, (c) => c.notNull())
    .addColumn('costo_anterior', money)
    .addColumn('costo_nuevo', money)
    // 'ajuste' (a bulk adjustment, `ajuste_id`) or 'edicion' (one product edited).
    .addColumn('origen', 'text', (c) => c.notNull())
    .addColumn('ajuste_id', 'integer', (c) => c.references('precio_ajustes.id').onDelete('set null'))
    .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('precio_historial_producto_idx').on('precio_historial').columns(['local_id', 'producto_id', 'id']).execute();
  await db.schema.createIndex('precio_historial_ajuste_idx').on('precio_historial').columns(['ajuste_id']).execute();
  await db.schema.createIndex('precio_historial_local_idx').on('precio_historial').columns(['local_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('precio_historial').execute();
  await db.schema.dropTable('precio_ajustes').execute();
  for (const name of ['stock_movimientos_venta_idx', 'stock_movimientos_local_fecha_idx', 'stock_movimientos_local_tipo_idx', 'stock_movimientos_local_id_idx']) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.alterTable('stock_movimientos').dropColumn('comprobante').execute();
  await db.schema.alterTable('stock_movimientos').dropColumn('proveedor_id').execute();
  await db.schema.dropTable('proveedores').execute();
}

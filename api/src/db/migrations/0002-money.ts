import { sql, type Kysely } from 'kysely';
import { boolDefault, boolType, moneyType, nowDefault, timestampType, withId } from './helpers';

/*
 * Frozen: the money path. Payment methods, exchange rates, the menu (categories and products) with
 * stock movements, customers and their current accounts, cash audits with their cash ledger,
 * expenses, sales (drafts included) with their lines and payments, and per-venue counters.
 * Money in integer minor units, rates scaled by 10^6, quantities and stock scaled by 10^3,
 * percentages scaled by 10^2.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const now = nowDefault(db);
  const money = moneyType(db);
  const bool = boolType(db);
  const local = (c: any) => c.notNull().references('locales.id').onDelete('cascade');
  // A bare boolean column reads as a predicate on both dialects (1/0 on SQLite, true on PostgreSQL).
  const activeOnly = sql<boolean>`activo`;

  await withId(db, db.schema.createTable('medios_pago'))
    .addColumn('local_id', 'integer', local)
    .addColumn('nombre', 'text', (c) => c.notNull())
    // lower-cased, accents stripped: 'Débito' and 'debito' are the same method.
    .addColumn('nombre_clave', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('activo', bool, (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('medios_pago_nombre_uq').on('medios_pago').columns(['local_id', 'nombre_clave']).unique().where(activeOnly).execute();

  await withId(db, db.schema.createTable('tipos_cambio'))
    .addColumn('local_id', 'integer', local)
    .addColumn('moneda', 'text', (c) => c.notNull())
    .addColumn('valor_micro', money, (c) => c.notNull())
    .addColumn('es_default', bool, (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('tipos_cambio_moneda_uq', ['local_id', 'moneda'])
    .execute();
  await db.schema
    .createIndex('tipos_cambio_default_uq')
    .on('tipos_cambio')
    .column('local_id')
    .unique()
    .where(sql<boolean>`es_default`)
    .execute();

  await withId(db, db.schema.createTable('categorias'))
    .addColumn('local_id', 'integer', local)
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('nombre_clave', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('orden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('activo', bool, (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('categorias_nombre_uq').on('categorias').columns(['local_id', 'nombre_clave']).unique().where(activeOnly).execute();

  await withId(db, db.schema.createTable('productos'))
    .addColumn('local_id', 'integer', local)
    .addColumn('categoria_id', 'integer', (c) => c.references('categorias.id').onDelete('set null'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    // lower-cased, accents stripped: what the search compares against.
    .addColumn('nombre_busqueda', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addColumn('codigo_barras', 'text')
    .addColumn('codigo_sku', 'text')
    .addColumn('precio', money, (c) => c.notNull())
    .addColumn('costo', money)
    .addColumn('unidad_medida', 'text', (c) => c.notNull().defaultTo('unidad'))
    .addColumn('controla_stock', bool, (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('stock_actual', money, (c) => c.notNull().defaultTo(0))
    .addColumn('stock_minimo', money, (c) => c.notNull().defaultTo(0))
    .addColumn('activo', bool, (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('visible_restaurant', bool, (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('visible_orders', bool, (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('visible_pos', bool, (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('productos_stock_no_negativo', sql`stock_actual >= 0`)
    .execute();
  await db.schema.createIndex('productos_local_nombre_idx').on('productos').columns(['local_id', 'nombre_busqueda']).execute();
  await db.schema.createIndex('productos_local_barras_idx').on('productos').columns(['local_id', 'codigo_barras']).execute();
  await db.schema.createIndex('productos_local_sku_idx').on('productos').columns(['local_id', 'codigo_sku']).execute();

  await withId(db, db.schema.createTable('clientes'))
    .addColumn('local_id', 'integer', local)
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('nombre_busqueda', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('telefono', 'text', (c) => c.notNull())
    .addColumn('direccion', 'text', (c) => c.notNull())
    .addColumn('numero', 'text')
    .addColumn('departamento', 'text', (c) => c.notNull())
    .addColumn('ciudad', 'text', (c) => c.notNull())
    .addColumn('provincia', 'text')
    .addColumn('cuit', 'text')
    .addColumn('descuento_pct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cuenta_corriente', bool, (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('activo', bool, (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('comentario', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('clientes_local_nombre_idx').on('clientes').columns(['local_id', 'nombre_busqueda']).execute();

  await withId(db, db.schema.createTable('arqueos'))
    .addColumn('local_id', 'integer', local)
    // The venue's calendar date of the opening, in its time zone.
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('monto_inicial', money, (c) => c.notNull())
    .addColumn('total_esperado', money)
    .addColumn('total_real', money)
    .addColumn('diferencia', money)
    .addColumn('observaciones_apertura', 'text')
    .addColumn('observaciones', 'text')
    .addColumn('usuario_apertura_id', 'integer', (c) => c.notNull().references('usuarios.id'))
    .addColumn('usuario_cierre_id', 'integer', (c) => c.references('usuarios.id'))
    .addColumn('abierto_at', ts, (c) => c.notNull())
    .addColumn('cerrado_at', ts)
    .addUniqueConstraint('arqueos_fecha_uq', ['local_id', 'fecha'])
    .execute();
  // One open audit per venue, even when two registers try to open at the same instant.
  await db.schema
    .createIndex('arqueos_abierto_uq')
    .on('arqueos')
    .column('local_id')
    .unique()
    .where(sql<boolean>`estado = 'abierto'`)
    .execute();

  await withId(db, db.schema.createTable('arqueo_monedas'))
    .addColumn('arqueo_id', 'integer', (c) => c.notNull().references('arqueos.id').onDelete('cascade'))
    .addColumn('moneda', 'text', (c) => c.notNull())
    .addColumn('esperado', money, (c) => c.notNull())
    .addColumn('contado', money, (c) => c.notNull())
    .addColumn('diferencia', money, (c) => c.notNull())
    .addColumn('descripcion', 'text')
    .addUniqueConstraint('arqueo_monedas_uq', ['arqueo_id', 'moneda'])
    .execute();

  await withId(db, db.schema.createTable('gastos'))
    .addColumn('local_id', 'integer', local)
    .addColumn('arqueo_id', 'integer', (c) => c.references('arqueos.id'))
    .addColumn('categoria', 'text', (c) => c.notNull())
    .addColumn('descripcion', 'text', (c) => c.notNull())
    .addColumn('notas', 'text')
    .addColumn('pagado_por', 'text', (c) => c.notNull())
    .addColumn('monto_pesos', money, (c) => c.notNull().defaultTo(0))
    .addColumn('monto_reales', money, (c) => c.notNull().defaultTo(0))
    .addColumn('monto_dolares', money, (c) => c.notNull().defaultTo(0))
    .addColumn('desde_caja', bool, (c) => c.notNull().defaultTo(boolDefault(db, true)))
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
    .addColumn('fecha', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('gastos_local_fecha_idx').on('gastos').columns(['local_id', 'fecha']).execute();

  await withId(db, db.schema.createTable('ventas'))
    .addColumn('local_id', 'integer', local)
    .addColumn('numero', 'integer')
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('origen', 'text', (c) => c.notNull())
    .addColumn('cliente_id', 'integer', (c) => c.references('clientes.id'))
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
    .addColumn('cajero_id', 'integer', (c) => c.references('usuarios.id'))
    .addColumn('arqueo_id', 'integer', (c) => c.references('arqueos.id'))
    .addColumn('subtotal', money, (c) => c.notNull().defaultTo(0))
    .addColumn('descuento_tipo', 'text')
    .addColumn('descuento_valor', money)
    .addColumn('descuento_general', money, (c) => c.notNull().defaultTo(0))
    .addColumn('descuento_cliente_pct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('descuento_cliente', money, (c) => c.notNull().defaultTo(0))
    .addColumn('total', money, (c) => c.notNull().defaultTo(0))
    .addColumn('pagado', money, (c) => c.notNull().defaultTo(0))
    .addColumn('vuelto', money, (c) => c.notNull().defaultTo(0))
    .addColumn('observaciones', 'text')
    .addColumn('motivo_anulacion', 'text')
    .addColumn('anulada_por', 'integer', (c) => c.references('usuarios.id'))
    .addColumn('anulada_at', ts)
    .addColumn('finalizada_at', ts)
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('ventas_numero_uq', ['local_id', 'numero'])
    .execute();
  await db.schema.createIndex('ventas_local_estado_fecha_idx').on('ventas').columns(['local_id', 'estado', 'finalizada_at']).execute();

  await withId(db, db.schema.createTable('venta_items'))
    .addColumn('venta_id', 'integer', (c) => c.notNull().references('ventas.id').onDelete('cascade'))
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id'))
    .addColumn('producto_nombre', 'text', (c) => c.notNull())
    .addColumn('categoria_nombre', 'text')
    .addColumn('unidad_medida', 'text', (c) => c.notNull())
    .addColumn('cantidad_milli', money, (c) => c.notNull())
    .addColumn('precio_unitario', money, (c) => c.notNull())
    .addColumn('bruto', money, (c) => c.notNull())
    .addColumn('tipo_descuento', 'text')
    // porcentaje: percent * 100; monto: minor units.
    .addColumn('valor_descuento', money)
    .addColumn('descuento', money, (c) => c.notNull().defaultTo(0))
    .addColumn('subtotal', money, (c) => c.notNull())
    .addColumn('notas', 'text')
    .addColumn('orden', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('venta_items_venta_idx').on('venta_items').column('venta_id').execute();
  await db.schema.createIndex('venta_items_producto_idx').on('venta_items').column('producto_id').execute();

  await withId(db, db.schema.createTable('venta_pagos'))
    .addColumn('venta_id', 'integer', (c) => c.notNull().references('ventas.id').onDelete('cascade'))
    .addColumn('medio_pago_id', 'integer', (c) => c.notNull().references('medios_pago.id'))
    .addColumn('medio_nombre', 'text', (c) => c.notNull())
    .addColumn('medio_tipo', 'text', (c) => c.notNull())
    .addColumn('moneda', 'text', (c) => c.notNull())
    .addColumn('monto', money, (c) => c.notNull())
    .addColumn('tasa_micro', money)
    .addColumn('monto_local', money, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('venta_pagos_venta_idx').on('venta_pagos').column('venta_id').execute();

  await withId(db, db.schema.createTable('cuenta_movimientos'))
    .addColumn('local_id', 'integer', local)
    .addColumn('cliente_id', 'integer', (c) => c.notNull().references('clientes.id'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    // Positive raises what the customer owes; negative lowers it. Venue currency.
    .addColumn('monto', money, (c) => c.notNull())
    .addColumn('venta_id', 'integer', (c) => c.references('ventas.id'))
    .addColumn('medio_pago_id', 'integer', (c) => c.references('medios_pago.id'))
    .addColumn('moneda', 'text')
    .addColumn('monto_moneda', money)
    .addColumn('arqueo_id', 'integer', (c) => c.references('arqueos.id'))
    .addColumn('nota', 'text')
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('cuenta_movimientos_cliente_idx').on('cuenta_movimientos').columns(['local_id', 'cliente_id']).execute();

  // The register's cash ledger: the expected cash of an audit, per currency, is the sum of its rows.
  await withId(db, db.schema.createTable('caja_movimientos'))
    .addColumn('local_id', 'integer', local)
    .addColumn('arqueo_id', 'integer', (c) => c.notNull().references('arqueos.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('moneda', 'text', (c) => c.notNull())
    .addColumn('monto', money, (c) => c.notNull())
    .addColumn('venta_id', 'integer', (c) => c.references('ventas.id'))
    .addColumn('gasto_id', 'integer', (c) => c.references('gastos.id').onDelete('cascade'))
    .addColumn('cuenta_movimiento_id', 'integer', (c) => c.references('cuenta_movimientos.id'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('caja_movimientos_arqueo_idx').on('caja_movimientos').column('arqueo_id').execute();
  await db.schema.createIndex('caja_movimientos_venta_idx').on('caja_movimientos').column('venta_id').execute();

  await withId(db, db.schema.createTable('stock_movimientos'))
    .addColumn('local_id', 'integer', local)
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    // Signed, scaled by 1000 like productos.stock_actual.
    .addColumn('cantidad', money, (c) => c.notNull())
    .addColumn('stock_resultante', money, (c) => c.notNull())
    .addColumn('venta_id', 'integer', (c) => c.references('ventas.id'))
    .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id'))
    .addColumn('motivo', 'text')
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('stock_movimientos_producto_idx').on('stock_movimientos').columns(['local_id', 'producto_id']).execute();

  await db.schema
    .createTable('contadores')
    .addColumn('local_id', 'integer', local)
    .addColumn('clave', 'text', (c) => c.notNull())
    .addColumn('valor', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('contadores_pk', ['local_id', 'clave'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'contadores',
    'stock_movimientos',
    'caja_movimientos',
    'cuenta_movimientos',
    'venta_pagos',
    'venta_items',
    'ventas',
    'gastos',
    'arqueo_monedas',
    'arqueos',
    'clientes',
    'productos',
    'categorias',
    'tipos_cambio',
    'medios_pago',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

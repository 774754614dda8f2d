import { sql, type Kysely } from 'kysely';
import { boolDefault, boolType, moneyType, nowDefault, timestampType, withId } from './helpers';

/*
 * Frozen: tables and their floor plan, table drafts (comandas) with their items, and kitchen
 * orders. Money in minor units, quantities scaled by 10^3, percentages by 10^2 (as 0002).
 */

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  const now = nowDefault(db);
  const money = moneyType(db);
  const bool = boolType(db);
  const local = (c: any) => c.notNull().references('locales.id').onDelete('cascade');

  await withId(db, db.schema.createTable('mesas'))
    .addColumn('local_id', 'integer', local)
    .addColumn('numero', 'integer', (c) => c.notNull())
    .addColumn('nombre', 'text')
    .addColumn('capacidad', 'integer', (c) => c.notNull())
    .addColumn('tamano', 'text', (c) => c.notNull())
    // Pixels on the editor's grid (cells of 85 by default).
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('disponible'))
    .addColumn('zona', 'text', (c) => c.notNull().defaultTo('salon'))
    .addColumn('forma', 'text', (c) => c.notNull().defaultTo('cuadrada'))
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('mesas_numero_uq', ['local_id', 'numero'])
    .execute();

  await withId(db, db.schema.createTable('mesa_drafts'))
    .addColumn('local_id', 'integer', local)
    // A table leaves the plan only without an active draft; ended drafts keep mesa_numero.
    .addColumn('mesa_id', 'integer', (c) => c.references('mesas.id').onDelete('set null'))
    .addColumn('mesa_numero', 'integer', (c) => c.notNull())
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('comensales', 'integer', (c) => c.notNull())
    .addColumn('comentario', 'text')
    .addColumn('camarero', 'text')
    .addColumn('cliente_id', 'integer', (c) => c.references('clientes.id'))
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
    .addColumn('descuento_tipo', 'text')
    // porcentaje: percent * 100; monto: minor units.
    .addColumn('descuento_valor', money)
    .addColumn('venta_id', 'integer', (c) => c.references('ventas.id'))
    .addColumn('motivo_cierre', 'text')
    .addColumn('fecha_apertura', ts, (c) => c.notNull())
    .addColumn('ultima_actualizacion', ts, (c) => c.notNull())
    .addColumn('fecha_cierre', ts)
    .execute();
  // One active draft per table, whatever the api does: the second opener gets a violation.
  await db.schema
    .createIndex('mesa_drafts_activo_uq')
    .on('mesa_drafts')
    .column('mesa_id')
    .unique()
    .where(sql<boolean>`estado = 'activo'`)
    .execute();
  await db.schema.createIndex('mesa_drafts_local_estado_idx').on('mesa_drafts').columns(['local_id', 'estado', 'fecha_cierre']).execute();

  await withId(db, db.schema.createTable('mesa_draft_items'))
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('mesa_drafts.id').onDelete('cascade'))
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id'))
    .addColumn('producto_nombre', 'text', (c) => c.notNull())
    .addColumn('categoria_nombre', 'text')
    .addColumn('unidad_medida', 'text', (c) => c.notNull())
    .addColumn('cantidad_milli', money, (c) => c.notNull())
    .addColumn('precio_unitario', money, (c) => c.notNull())
    .addColumn('tipo_descuento', 'text')
    .addColumn('valor_descuento', money)
    .addColumn('notas', 'text')
    .addColumn('mesa_vinculada_id', 'integer', (c) => c.references('mesas.id').onDelete('set null'))
    .addColumn('eliminado', bool, (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .addColumn('motivo_eliminacion', 'text')
    .addColumn('fecha_eliminacion', ts)
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
    .addColumn('fecha_creacion', ts, (c) => c.notNull())
    .addColumn('fecha_modificacion', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mesa_draft_items_draft_idx').on('mesa_draft_items').column('draft_id').execute();

  await withId(db, db.schema.createTable('pedidos'))
    .addColumn('local_id', 'integer', local)
    .addColumn('numero', 'integer', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('canal', 'text', (c) => c.notNull())
    .addColumn('mesa_id', 'integer', (c) => c.references('mesas.id').onDelete('set null'))
    .addColumn('mesa_numero', 'integer')
    .addColumn('draft_id', 'integer', (c) => c.references('mesa_drafts.id'))
    .addColumn('cliente_id', 'integer', (c) => c.references('clientes.id'))
    .addColumn('venta_id', 'integer', (c) => c.references('ventas.id'))
    .addColumn('notas', 'text')
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id'))
    .addColumn('fecha_creacion', ts, (c) => c.notNull())
    .addColumn('fecha_actualizacion', ts, (c) => c.notNull())
    .addUniqueConstraint('pedidos_numero_uq', ['local_id', 'numero'])
    .execute();
  // One pending (not yet taken by the kitchen) order per table draft: new items join it.
  await db.schema
    .createIndex('pedidos_pendiente_uq')
    .on('pedidos')
    .column('draft_id')
    .unique()
    .where(sql<boolean>`estado = 'pendiente'`)
    .execute();
  await db.schema.createIndex('pedidos_local_estado_idx').on('pedidos').columns(['local_id', 'estado', 'fecha_creacion']).execute();

  await withId(db, db.schema.createTable('pedido_items'))
    .addColumn('pedido_id', 'integer', (c) => c.notNull().references('pedidos.id').onDelete('cascade'))
    .addColumn('draft_item_id', 'integer', (c) => c.references('mesa_draft_items.id').onDelete('set null'))
    .addColumn('producto_id', 'integer', (c) => c.notNull().references('productos.id'))
    .addColumn('producto_nombre', 'text', (c) => c.notNull())
    .addColumn('unidad_medida', 'text', (c) => c.notNull())
    .addColumn('cantidad_milli', money, (c) => c.notNull())
    .addColumn('precio_unitario', money, (c) => c.notNull())
    .addColumn('notas', 'text')
    .addColumn('eliminado', bool, (c) => c.notNull().defaultTo(boolDefault(db, false)))
    .execute();
  await db.schema.createIndex('pedido_items_pedido_idx').on('pedido_items').column('pedido_id').execute();
  await db.schema.createIndex('pedido_items_draft_item_idx').on('pedido_items').column('draft_item_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['pedido_items', 'pedidos', 'mesa_draft_items', 'mesa_drafts', 'mesas']) {
    await db.schema.dropTable(table).execute();
  }
}

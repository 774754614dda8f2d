import { sql, type Kysely } from 'kysely';
import { moneyType } from './helpers';

/*
 * Summaries of the sales by UTC hour, so that a report over a
 * year reads a few thousand rows instead of a million sale lines. An hour ('YYYY-MM-DDTHH', UTC)
 * is the unit because every venue-local day of a whole-hour time zone is a run of whole UTC hours
 * (the reports fold hours into the venue's days and hours as they already did), and an hour does
 * not depend on the venue's zone, which its admin may change.
 *
 * Each table is keyed by the hour and the dimensions the reports filter by (order type, seller,
 * register; 0 for a sale without register) plus what the table counts (payment method and
 * currency, product, customer); the names a report shows are part of the key because the raw
 * reports show the greatest name a group had. The sale's own transaction keeps them (charge adds,
 * void subtracts: modules/ventas/resumen.repository.ts). The sales already there are summed by
 * the api when it starts, with the code of that day: a migration is frozen and never runs live
 * code, so it only leaves the 'resumen.reconstruir' setting, in its own transaction; a later change
 * to these tables does the same.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const money = moneyType(db);
  const dims = <T extends { addColumn: (...a: any[]) => T }>(t: T) =>
    t
      .addColumn('local_id', 'integer', (c: any) => c.notNull().references('locales.id').onDelete('cascade'))
      .addColumn('hora', 'text', (c: any) => c.notNull())
      .addColumn('origen', 'text', (c: any) => c.notNull())
      .addColumn('usuario_id', 'integer', (c: any) => c.notNull())
      .addColumn('arqueo_id', 'integer', (c: any) => c.notNull());
  const dimKeys = ['local_id', 'hora', 'origen', 'usuario_id', 'arqueo_id'];

  await dims(db.schema.createTable('resumen_ventas'))
    .addColumn('ventas', 'integer', (c) => c.notNull())
    .addColumn('total', money, (c) => c.notNull())
    .addColumn('subtotal', money, (c) => c.notNull())
    .addColumn('descuentos', money, (c) => c.notNull())
    .addColumn('vuelto', money, (c) => c.notNull())
    .addColumn('descuento_lineas', money, (c) => c.notNull())
    .addColumn('anuladas', 'integer', (c) => c.notNull())
    .addColumn('total_anuladas', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('resumen_ventas_pk', dimKeys as any)
    .execute();

  await dims(db.schema.createTable('resumen_pagos'))
    .addColumn('medio_pago_id', 'integer', (c) => c.notNull())
    .addColumn('moneda', 'text', (c) => c.notNull())
    .addColumn('medio_nombre', 'text', (c) => c.notNull())
    .addColumn('medio_tipo', 'text', (c) => c.notNull())
    .addColumn('pagos', 'integer', (c) => c.notNull())
    .addColumn('monto', money, (c) => c.notNull())
    .addColumn('monto_local', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('resumen_pagos_pk', [...dimKeys, 'medio_pago_id', 'moneda', 'medio_nombre', 'medio_tipo'] as any)
    .execute();

  // categoria_nombre: '' for a line without category (a key cannot hold a null).
  await dims(db.schema.createTable('resumen_productos'))
    .addColumn('producto_id', 'integer', (c) => c.notNull())
    .addColumn('producto_nombre', 'text', (c) => c.notNull())
    .addColumn('categoria_nombre', 'text', (c) => c.notNull())
    .addColumn('lineas', 'integer', (c) => c.notNull())
    .addColumn('cantidad_milli', money, (c) => c.notNull())
    .addColumn('subtotal', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('resumen_productos_pk', [...dimKeys, 'producto_id', 'producto_nombre', 'categoria_nombre'] as any)
    .execute();

  await dims(db.schema.createTable('resumen_clientes'))
    .addColumn('cliente_id', 'integer', (c) => c.notNull())
    .addColumn('ventas', 'integer', (c) => c.notNull())
    .addColumn('total', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('resumen_clientes_pk', [...dimKeys, 'cliente_id'] as any)
    .execute();

  // Reads by venue and hour range.
  for (const t of ['resumen_ventas', 'resumen_pagos', 'resumen_productos', 'resumen_clientes']) {
    await db.schema.createIndex(`${t}_hora_idx`).on(t).columns(['local_id', 'hora']).execute();
  }
  // The lines taken with options (few of a venue's lines): the products report lists them.
  await db.schema.createIndex('venta_items_con_modificadores_idx').on('venta_items').column('venta_id').where(sql.ref('modificadores'), 'is not', null).execute();
  // A customer's first and last purchase in a range (the customers report's top 50).
  await db.schema.createIndex('ventas_local_cliente_fecha_idx').on('ventas').columns(['local_id', 'cliente_id', 'finalizada_at']).execute();

  await db
    .insertInto('app_settings')
    .values({ key: 'resumen.reconstruir', value: '1' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ventas_local_cliente_fecha_idx').execute();
  await db.schema.dropIndex('venta_items_con_modificadores_idx').execute();
  for (const t of ['resumen_clientes', 'resumen_productos', 'resumen_pagos', 'resumen_ventas']) await db.schema.dropTable(t).execute();
}

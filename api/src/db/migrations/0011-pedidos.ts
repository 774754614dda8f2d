import type { Kysely } from 'kysely';
import { timestampType } from './helpers';

/*
 * Frozen once landed: counter, takeaway and delivery orders, rounds, cancellations, scheduled orders.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  // The customer's name and address of a takeaway or delivery order taken without a customer record.
  await db.schema.alterTable('pedidos').addColumn('cliente_nombre', 'text').execute();
  await db.schema.alterTable('pedidos').addColumn('direccion', 'text').execute();
  // Booked for later (reservas-pedidos): held until this instant, then released to the kitchen.
  await db.schema.alterTable('pedidos').addColumn('programado_para', ts).execute();
  await db.schema
    .alterTable('pedidos')
    .addColumn('retenido', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Who cancelled and why.
  await db.schema.alterTable('pedidos').addColumn('cancelado_por', 'integer').execute();
  await db.schema.alterTable('pedidos').addColumn('motivo_cancelacion', 'text').execute();
  await db.schema.createIndex('pedidos_retenido_idx').on('pedidos').columns(['retenido', 'programado_para']).execute();

  // The venue's critical-order threshold, in minutes (35 by default).
  await db.schema
    .createTable('pedidos_config')
    .addColumn('local_id', 'integer', (c) => c.primaryKey().references('locales.id').onDelete('cascade'))
    .addColumn('alerta_minutos', 'integer', (c) => c.notNull().defaultTo(35))
    .execute();
}

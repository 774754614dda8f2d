import type { Kysely } from 'kysely';
import { nowDefault, timestampType, withId } from './helpers';

/*
 * Frozen once landed: reservations. A reservation books one table for a party at a
 * venue's date and time; `inicio`/`fin` are the instants of that sitting (the venue's sitting
 * length, `reservas_config.duracion_minutos`, 120 by default), so overlaps are one range query.
 */

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('reservas'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('cliente_nombre', 'text', (c) => c.notNull())
    .addColumn('telefono', 'text')
    .addColumn('email', 'text')
    // The venue's calendar date 'YYYY-MM-DD' and wall-clock time 'HH:mm'.
    .addColumn('fecha', 'text', (c) => c.notNull())
    .addColumn('hora', 'text', (c) => c.notNull())
    .addColumn('personas', 'integer', (c) => c.notNull())
    // A table taken off the plan leaves its reservations without one (shown, to be reassigned).
    .addColumn('mesa_id', 'integer', (c) => c.references('mesas.id').onDelete('set null'))
    .addColumn('notas', 'text')
    // confirmada | en_espera | sentada | finalizada | cancelado | no_show
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('confirmada'))
    .addColumn('inicio', ts, (c) => c.notNull())
    .addColumn('fin', ts, (c) => c.notNull())
    // The draft opened when the party was seated.
    .addColumn('draft_id', 'integer')
    .addColumn('usuario_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('reservas_local_fecha_idx').on('reservas').columns(['local_id', 'fecha']).execute();
  await db.schema.createIndex('reservas_mesa_inicio_idx').on('reservas').columns(['local_id', 'mesa_id', 'inicio']).execute();

  // The venue's sitting length, in minutes.
  await db.schema
    .createTable('reservas_config')
    .addColumn('local_id', 'integer', (c) => c.primaryKey().references('locales.id').onDelete('cascade'))
    .addColumn('duracion_minutos', 'integer', (c) => c.notNull().defaultTo(120))
    .execute();
}

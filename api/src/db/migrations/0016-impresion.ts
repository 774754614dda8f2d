import type { Kysely } from 'kysely';
import { timestampType, withId } from './helpers';

/*
 * Frozen once landed: printers, the routing of categories to stations and the print queue.
 *
 * - impresoras: a venue's printers. `conexion` 'red' (ESC/POS on TCP, reached by the api) or
 *   'navegador' (the browser's print dialog, `ancho_mm` page); `estacion` cocina | barra | caja;
 *   `respaldo_id` the station's backup printer.
 * - impresion_rutas: which station a product category prints at (categories without a row: cocina).
 * - impresion_trabajos: one row per document to print. `clave` is unique per venue (the comanda
 *   round and station, or the document id), so a retried confirmation never queues twice.
 *   estado queued → sent → confirmed | failed; a job not confirmed in time moves to the backup
 *   printer (`impresora_original_id` keeps where it was meant to go) and raises `advertencia`
 *   until someone acknowledges it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('impresoras'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('conexion', 'text', (c) => c.notNull())
    .addColumn('host', 'text')
    .addColumn('puerto', 'integer')
    .addColumn('ancho_mm', 'integer', (c) => c.notNull().defaultTo(80))
    .addColumn('code_page', 'text', (c) => c.notNull().defaultTo('cp858'))
    .addColumn('estacion', 'text', (c) => c.notNull())
    .addColumn('respaldo_id', 'integer')
    .addColumn('leer_estado', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('activa', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('fecha_creacion', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('impresoras_local_idx').on('impresoras').columns(['local_id', 'estacion']).execute();

  await db.schema
    .createTable('impresion_rutas')
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('categoria_id', 'integer', (c) => c.notNull().references('categorias.id').onDelete('cascade'))
    .addColumn('estacion', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('impresion_rutas_pk', ['local_id', 'categoria_id'])
    .execute();

  await withId(db, db.schema.createTable('impresion_trabajos'))
    .addColumn('local_id', 'integer', (c) => c.notNull().references('locales.id').onDelete('cascade'))
    .addColumn('clave', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('estacion', 'text', (c) => c.notNull())
    .addColumn('impresora_id', 'integer')
    .addColumn('impresora_original_id', 'integer')
    .addColumn('documento', 'text', (c) => c.notNull())
    .addColumn('reimpresion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('intentos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('advertencia', 'text')
    .addColumn('reconocida_por', 'integer')
    .addColumn('fecha_reconocida', ts)
    .addColumn('usuario_id', 'integer')
    .addColumn('fecha_creacion', ts, (c) => c.notNull())
    .addColumn('fecha_envio', ts)
    .addColumn('fecha_fin', ts)
    .addUniqueConstraint('impresion_trabajos_clave_uq', ['local_id', 'clave'])
    .execute();
  await db.schema.createIndex('impresion_trabajos_estado_idx').on('impresion_trabajos').columns(['estado', 'id']).execute();
  await db.schema.createIndex('impresion_trabajos_advertencia_idx').on('impresion_trabajos').columns(['local_id', 'fecha_reconocida']).execute();
}

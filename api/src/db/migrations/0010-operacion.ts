import type { Kysely } from 'kysely';
import { boolType, nowDefault, timestampType, withId } from './helpers';

/*
 * Frozen once landed: backups and operations settings.
 * - backups: one row per backup attempt (nightly, after a register closing, or asked by an
 *   admin), the file it wrote and its size, or the error that stopped it.
 * - config_backups: the server-wide backup settings (the hour of the nightly backup, in the
 *   venue's local time, and how many backup files are kept). One row, id 1.
 */

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('backups'))
    .addColumn('motivo', 'text', (c) => c.notNull())
    .addColumn('archivo', 'text')
    .addColumn('bytes', 'bigint')
    .addColumn('ok', boolType(db), (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.schema.createIndex('backups_created_at_idx').on('backups').column('created_at').execute();

  await db.schema
    .createTable('config_backups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('hora', 'integer', (c) => c.notNull())
    .addColumn('conservar', 'integer', (c) => c.notNull())
    .addColumn('updated_at', timestampType(db), (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
  await db.insertInto('config_backups').values({ id: 1, hora: 3, conservar: 14 }).execute();
}

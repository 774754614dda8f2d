import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Creates the setting with this value unless it exists. */
export async function insertSettingIfMissing(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** A setting that must exist, its row locked on PostgreSQL so instances take turns (SQLite runs one writer at a time). */
export async function lockSetting(trx: Db, key: string): Promise<{ value: string }> {
  let query = trx.selectFrom('app_settings').select('value').where('key', '=', key);
  if (dialectOf(trx) === 'postgres') query = query.forUpdate();
  return query.executeTakeFirstOrThrow();
}

export async function findSetting(db: Db, key: string): Promise<{ value: string } | undefined> {
  return db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
}

export async function updateSetting(db: Db, key: string, value: string): Promise<void> {
  await db.updateTable('app_settings').set({ value }).where('key', '=', key).execute();
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('app_settings').where('key', '=', key).execute();
}

import type { Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

/** Reads a setting, or stores `fallback()` when absent; concurrent starts agree on one value. */
export async function getOrCreateSetting(db: Db, key: string, fallback: () => string): Promise<string> {
  const existing = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_settings')
    .values({ key, value: fallback() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}

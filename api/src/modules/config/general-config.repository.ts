import { DEFAULT_GENERAL_CONFIG, generalConfigSchema, type GeneralConfig } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The venue's general config; defaults fill whatever an older stored version lacks. */
export async function getGeneralConfig(db: Db, localId: number): Promise<GeneralConfig> {
  const row = await db.selectFrom('config_general').select('config').where('local_id', '=', localId).executeTakeFirst();
  if (!row) return { ...DEFAULT_GENERAL_CONFIG };
  const parsed = generalConfigSchema.safeParse({ ...DEFAULT_GENERAL_CONFIG, ...(JSON.parse(row.config) as object) });
  return parsed.success ? parsed.data : { ...DEFAULT_GENERAL_CONFIG };
}

export async function saveGeneralConfig(db: Db, localId: number, config: GeneralConfig): Promise<void> {
  const json = JSON.stringify(config);
  const at = new Date().toISOString();
  await db
    .insertInto('config_general')
    .values({ local_id: localId, config: json, updated_at: at })
    .onConflict((oc) => oc.column('local_id').doUpdateSet({ config: json, updated_at: at }))
    .execute();
}

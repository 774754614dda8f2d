import { DEFAULT_GENERAL_CONFIG, generalConfigSchema, type GeneralConfig } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The venue's general config; the venue's own currency and locale, then the defaults, fill
 * whatever an older stored version lacks. `currencyCode` is always the venue's: amounts are
 * stored at its scale, so the screens must format and parse with that same currency.
 */
export async function getGeneralConfig(db: Db, localId: number): Promise<GeneralConfig> {
  const venue = await db.selectFrom('locales').select(['currency_code', 'locale']).where('id', '=', localId).executeTakeFirst();
  const defaults: GeneralConfig = venue ? { ...DEFAULT_GENERAL_CONFIG, currencyCode: venue.currency_code, locale: venue.locale } : { ...DEFAULT_GENERAL_CONFIG };
  const row = await db.selectFrom('config_general').select('config').where('local_id', '=', localId).executeTakeFirst();
  if (!row) return defaults;
  const parsed = generalConfigSchema.safeParse({ ...defaults, ...(JSON.parse(row.config) as object) });
  const config = parsed.success ? parsed.data : defaults;
  return { ...config, currencyCode: defaults.currencyCode };
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

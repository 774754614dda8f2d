import { DEFAULT_SOUND_CONFIG, SOUND_NAMES, soundConfigSchema, soundSpecSchema, type SoundConfig } from '@resto/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The venue's sound config; the defaults (enabled, volume 0.5) fill what is not stored. */
export async function getSoundConfig(db: Db, localId: number): Promise<SoundConfig> {
  const row = await db.selectFrom('config_sonido').select('config').where('local_id', '=', localId).executeTakeFirst();
  if (!row) return DEFAULT_SOUND_CONFIG;
  const stored = JSON.parse(row.config) as Partial<SoundConfig>;
  const sounds = Object.fromEntries(
    SOUND_NAMES.map((name) => {
      const spec = soundSpecSchema.safeParse({ ...DEFAULT_SOUND_CONFIG.sounds[name], ...(stored.sounds?.[name] ?? {}) });
      return [name, spec.success ? spec.data : DEFAULT_SOUND_CONFIG.sounds[name]];
    }),
  );
  const parsed = soundConfigSchema.safeParse({ ...DEFAULT_SOUND_CONFIG, ...stored, sounds });
  return parsed.success ? parsed.data : DEFAULT_SOUND_CONFIG;
}

export async function saveSoundConfig(db: Db, localId: number, config: SoundConfig): Promise<void> {
  const json = JSON.stringify(config);
  const at = new Date().toISOString();
  await db
    .insertInto('config_sonido')
    .values({ local_id: localId, config: json, updated_at: at })
    .onConflict((oc) => oc.column('local_id').doUpdateSet({ config: json, updated_at: at }))
    .execute();
}

import type { Kysely } from 'kysely';
import { nowDefault, timestampType, withId } from './helpers';

/*
 * Frozen: the venue's assistant provider. 'builtin' (no network) or 'openai' (an
 * OpenAI-compatible chat endpoint: base URL, model and an API key stored AES-256-GCM encrypted
 * with the server's key, auth/secrets.ts, never returned). One row per venue at most; no row is
 * the built-in provider.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);
  await withId(db, db.schema.createTable('asistente_config'))
    .addColumn('local_id', 'integer', (c) => c.notNull().unique().references('locales.id').onDelete('cascade'))
    .addColumn('proveedor', 'text', (c) => c.notNull().defaultTo('builtin'))
    .addColumn('base_url', 'text')
    .addColumn('modelo', 'text')
    .addColumn('api_key_cifrada', 'text')
    .addColumn('updated_at', ts, (c) => c.notNull().defaultTo(nowDefault(db)))
    .execute();
}

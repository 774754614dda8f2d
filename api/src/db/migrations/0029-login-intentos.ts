import type { Kysely } from 'kysely';
import { moneyType } from './helpers';

/*
 * Frozen: the sign-in limiter's counters in the database, so that several api
 * instances on one PostgreSQL share them: a guesser spread over the instances meets one
 * allowance, not one per instance. One row per key ('email:<address>', 'ip:<address>'): the
 * attempts counted and when the last one was let through (epoch milliseconds).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_intentos')
    .addColumn('clave', 'text', (c) => c.primaryKey())
    .addColumn('intentos', 'integer', (c) => c.notNull())
    .addColumn('ultimo_ms', moneyType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_intentos_ultimo_idx').on('login_intentos').column('ultimo_ms').execute();
}

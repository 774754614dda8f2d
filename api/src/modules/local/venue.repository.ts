import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';

type Db = Kysely<Database>;

/** What the money rules need to know about a venue. */
export interface Venue {
  id: number;
  nombre: string;
  /** ISO 3166 alpha-2, e.g. 'AR'. */
  pais: string;
  locale: string;
  currencyCode: string;
  timezone: string;
}

export async function getVenue(db: Db, localId: number): Promise<Venue> {
  const row = await db
    .selectFrom('locales')
    .select(['id', 'nombre', 'pais', 'locale', 'currency_code', 'timezone'])
    .where('id', '=', localId)
    .executeTakeFirst();
  if (!row) throw notFound('LOCAL_NO_EXISTE');
  return { id: row.id, nombre: row.nombre, pais: row.pais, locale: row.locale, currencyCode: row.currency_code, timezone: row.timezone };
}

/** Names of users by id, for the "who" of audits, expenses and sales. */
export async function userNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('usuarios').select(['id', 'nombre']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

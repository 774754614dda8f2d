import type { Kysely } from 'kysely';
import { hotQuery } from '../../db/hot-query';
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

// Read by most requests (money and time rules): compiled once (see hotQuery).
const venueRow = hotQuery<{ id: number; nombre: string; pais: string; locale: string; currency_code: string; timezone: string }, [number]>(
  (db, p) => db.selectFrom('locales').select(['id', 'nombre', 'pais', 'locale', 'currency_code', 'timezone']).where('id', '=', p(0)),
  { cached: ['locales'] },
);

export async function getVenue(db: Db, localId: number): Promise<Venue> {
  const [row] = await venueRow(db, localId);
  if (!row) throw notFound('LOCAL_NO_EXISTE');
  return { id: row.id, nombre: row.nombre, pais: row.pais, locale: row.locale, currencyCode: row.currency_code, timezone: row.timezone };
}

/** Tables whose amounts are integers at the scale of the venue's currency. */
const MONEY_TABLES = ['productos', 'ventas', 'arqueos', 'gastos', 'caja_movimientos', 'cuenta_movimientos', 'mesa_drafts', 'pedidos'] as const;

/**
 * True once the venue stores amounts (products, sales, audits, expenses, accounts, tables,
 * orders): from then on its currency is fixed, since the stored integers are at its scale.
 */
export async function hasMoneyData(db: Db, localId: number): Promise<boolean> {
  for (const table of MONEY_TABLES) {
    const row = await db.selectFrom(table).select('local_id').where('local_id', '=', localId).limit(1).executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** Sets the venue's currency (ISO 4217); only while it has no amounts stored (`hasMoneyData`). */
export async function setVenueCurrency(db: Db, localId: number, currencyCode: string): Promise<void> {
  await db.updateTable('locales').set({ currency_code: currencyCode }).where('id', '=', localId).execute();
}

// One user's name (the "who" of most events): compiled once (see hotQuery).
const userNameOf = hotQuery<{ id: number; nombre: string }, [number]>((db, p) => db.selectFrom('usuarios').select(['id', 'nombre']).where('id', '=', p(0)), {
  cached: ['usuarios'],
});

/** Names of users by id, for the "who" of audits, expenses and sales. */
export async function userNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = unique.length === 1 ? await userNameOf(db, unique[0]!) : await db.selectFrom('usuarios').select(['id', 'nombre']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

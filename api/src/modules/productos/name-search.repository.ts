import { searchWords } from '@resto/shared/rules';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { dialectOf, type Db } from '../../db/database';

/** LIKE pattern with the user's text taken literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** An FTS5 phrase: the word as a literal string (double quotes doubled). */
function phrase(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}

const likeAnywhere = (column: string, word: string) => sql<SqlBool>`${sql.ref(column)} like ${`%${likeEscape(word)}%`} escape '\\'`;

/**
 * The search box's rule for products `p` of a venue: the name (nombre_busqueda, lower case without
 * accents) holds every word of `q`, each anywhere in it; or the barcode is `q`; or the SKU starts
 * with `q` (a scanner types the whole code). Served by the indexes of migrations 0005 and 0014.
 *
 * The matching ids as one union of index lookups (faster than one OR on both dialects): the name
 * (SQLite: the trigram FTS table for the words of 3 or more characters, where a phrase matches
 * exactly what `like '%word%'` matches, shorter words filtering its rows; PostgreSQL: LIKEs that
 * the pg_trgm index serves), the barcode index, and the SKU prefix. Returns null when `q` has no
 * word (nothing matches).
 */
export function productMatches(db: Db, localId: number, q: string): RawBuilder<SqlBool> | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const code = q.trim().toLowerCase();
  const indexed = words.filter((w) => [...w].length >= 3);
  const short = words.filter((w) => [...w].length < 3);
  const allLike = (ws: readonly string[], column: string) =>
    sql.join(
      ws.map((w) => likeAnywhere(column, w)),
      sql` and `,
    );
  const postgres = dialectOf(db) === 'postgres';
  const byName = postgres
    ? sql`select id from productos where local_id = ${localId} and ${allLike(words, 'nombre_busqueda')}`
    : indexed.length > 0
      ? sql`select rowid from productos_fts where productos_fts match ${indexed.map(phrase).join(' AND ')}${sql.join(
          short.map((w) => sql` and ${likeAnywhere('nombre_busqueda', w)}`),
          sql``,
        )}`
      : sql`select id from productos where local_id = ${localId} and ${allLike(short, 'nombre_busqueda')}`;
  // The SKU prefix: a LIKE that PostgreSQL's trigram index on lower(codigo_sku) serves; on SQLite a
  // range on its expression index.
  const bySku = postgres
    ? sql`select id from productos where local_id = ${localId} and lower(codigo_sku) like ${`${likeEscape(code)}%`} escape '\\'`
    : sql`select id from productos where local_id = ${localId} and lower(codigo_sku) >= ${code} and lower(codigo_sku) < ${`${code}\uffff`}`;
  return sql<SqlBool>`p.id in (${byName}
    union all select id from productos where local_id = ${localId} and lower(codigo_barras) = ${code}
    union all ${bySku})`;
}

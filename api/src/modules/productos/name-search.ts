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

/**
 * Products `p` whose name (nombre_busqueda, already lower case without accents) holds every word,
 * each anywhere in the name, using the substring index of migration 0014: on SQLite, words of 3 or
 * more characters go to the trigram FTS table (a phrase there matches exactly what
 * `like '%word%'` matches) and shorter ones stay a LIKE; on PostgreSQL every word is a LIKE, which
 * the pg_trgm GIN index serves.
 */
export function nameHasWords(db: Db, words: readonly string[]): RawBuilder<SqlBool> {
  const like = (w: string) => sql<SqlBool>`p.nombre_busqueda like ${`%${likeEscape(w)}%`} escape '\\'`;
  if (dialectOf(db) === 'postgres') return sql<SqlBool>`(${sql.join(words.map(like), sql` and `)})`;
  const indexed = words.filter((w) => [...w].length >= 3);
  const conds = words.filter((w) => [...w].length < 3).map(like);
  if (indexed.length > 0) {
    conds.unshift(sql<SqlBool>`p.id in (select rowid from productos_fts where productos_fts match ${indexed.map(phrase).join(' AND ')})`);
  }
  return sql<SqlBool>`(${sql.join(conds, sql` and `)})`;
}

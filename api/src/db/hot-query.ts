import { CompiledQuery, type Compilable, type Kysely, type SqliteDatabase } from 'kysely';
import { observeQuery } from '../plugins/metrics';
import { dialectOf, type DialectName } from './database';
import { groupScope } from './group-commit';
import type { Database } from './schema';

/** kysely's SQLite driver, for one statement: a reader's rows, or none. Timed for the metrics as kysely's `log` does. */
function runOn(sqlite: SqliteDatabase, sql: string, parameters: readonly unknown[]): unknown[] {
  const started = performance.now();
  let failed = true;
  try {
    const stmt = sqlite.prepare(sql);
    const rows = stmt.reader ? (stmt.all(parameters) as unknown[]) : (stmt.run(parameters), []);
    failed = false;
    return rows;
  } finally {
    observeQuery(performance.now() - started, failed);
  }
}

/** A placeholder handed to `build`: the query's `index`-th argument at run time. */
type Placeholder = (index: number) => never;

const MARK = '\u0000hot-query-argument:';

interface Compiled {
  sql: string;
  /** Per parameter of the compiled SQL: the argument's index, or the constant the query builder put there. */
  slots: readonly ({ argument: number } | { constant: unknown })[];
}

/**
 * A hot statement built with kysely once per dialect and then run as its compiled SQL text.
 * Building and compiling a query (immutable nodes, identifier parsing, the compiler's visit) cost
 * more than SQLite takes to run a short statement; the few statements every comanda add runs skip
 * both. `build` writes the query as usual with `p(i)` where the i-th argument goes (values that
 * never change stay as they are); the compiled text is the same kysely would send, so the
 * database's statement cache and plan are shared with the ordinary path.
 *
 * Only for fixed-shape queries: an `in` list takes a fixed number of placeholders.
 */
export function hotQuery<R, A extends readonly unknown[]>(build: (db: Kysely<Database>, p: Placeholder) => Compilable<unknown>): (db: Kysely<Database>, ...args: A) => Promise<R[]> {
  const byDialect = new Map<DialectName, Compiled>();
  const p = ((index: number) => `${MARK}${index}`) as Placeholder;
  return async (db, ...args) => {
    const dialect = dialectOf(db);
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      const query = build(db, p).compile();
      compiled = {
        sql: query.sql,
        slots: query.parameters.map((value) =>
          typeof value === 'string' && value.startsWith(MARK) ? { argument: Number(value.slice(MARK.length)) } : { constant: value },
        ),
      };
      byDialect.set(dialect, compiled);
    }
    const parameters = compiled.slots.map((slot) => ('argument' in slot ? args[slot.argument] : slot.constant));
    // Inside a SQLite group commit the transaction holds the only connection: the statement runs
    // on it at once (what kysely's driver does, minus its chain of promises, a tenth of an add).
    const sqlite = groupScope(db)?.sqlite;
    if (sqlite) return runOn(sqlite, compiled.sql, parameters) as R[];
    const result = await db.executeQuery(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows as R[];
  };
}

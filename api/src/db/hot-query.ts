import { CompiledQuery, type Compilable, type Kysely, type SqliteDatabase } from 'kysely';
import { observeQuery } from '../plugins/metrics';
import { dialectOf, sqliteHandleOf, writeLogOf, type DialectName } from './database';
import { groupScope } from './group-commit';
import type { Database } from './schema';
import type { WriteLog } from './write-log';

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
 *
 * `cached`: every table the query reads. On SQLite its rows are kept per arguments and given again
 * until a statement may have written one of those tables (or a table a write to them cascades to or
 * a trigger writes: the connection's write log, db/write-log.ts), so a read every request repeats
 * (the session, the access, the venue) costs no statement while nothing changed. Rows come frozen
 * (in a new array each time): a caller that changed one would change the next request's. Not on
 * PostgreSQL, where other instances write too, and not inside a plain kysely transaction (only the
 * group commit's, whose connection is known).
 */
export function hotQuery<R, A extends readonly unknown[]>(
  build: (db: Kysely<Database>, p: Placeholder) => Compilable<unknown>,
  options: { cached?: readonly string[] } = {},
): (db: Kysely<Database>, ...args: A) => Promise<R[]> {
  const byDialect = new Map<DialectName, Compiled>();
  const p = ((index: number) => `${MARK}${index}`) as Placeholder;
  const tables = options.cached;
  // Per connection (a test process opens many databases), then per arguments.
  const keptBy = new WeakMap<WriteLog, Map<string, { stamp: number; rows: readonly R[] }>>();
  const run = async (db: Kysely<Database>, args: A): Promise<R[]> => {
    const dialect = dialectOf(db);
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      const query = build(db, p).compile();
      compiled = {
        sql: query.sql,
        slots: query.parameters.map((value) => (typeof value === 'string' && value.startsWith(MARK) ? { argument: Number(value.slice(MARK.length)) } : { constant: value })),
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
  if (!tables) return (db, ...args) => run(db, args);
  return async (db, ...args) => {
    const sqlite = groupScope(db)?.sqlite ?? sqliteHandleOf(db);
    const log = sqlite ? writeLogOf(sqlite) : undefined;
    if (!log) return run(db, args);
    let kept = keptBy.get(log);
    if (!kept) keptBy.set(log, (kept = new Map()));
    const key = JSON.stringify(args);
    // Stamped before reading: a write while the read waits makes the kept rows stale at once.
    const stamp = log.stamp(tables);
    const hit = kept.get(key);
    if (hit && hit.stamp === stamp) return [...hit.rows];
    const rows = (await run(db, args)).map((row) => Object.freeze(row));
    if (kept.size >= KEPT_PER_QUERY) kept.delete(kept.keys().next().value!);
    kept.set(key, { stamp, rows });
    return [...rows];
  };
}

/** Argument sets a cached hot query keeps (one per session, user or venue: far more than a venue has). */
const KEPT_PER_QUERY = 5_000;

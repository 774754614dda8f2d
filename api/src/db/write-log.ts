import type BetterSqlite3 from 'better-sqlite3';

/**
 * What each statement on the api's one SQLite connection may have changed, so that a few reads
 * every request repeats (the session, the user's access, the venue, the printers, a product) can be kept
 * between writes (`hotQuery`'s `cached` tables) instead of being read again each time.
 *
 * SQLite is one file with one connection, in one process: every change to it goes through
 * `prepare` of `openSqlite`, which tells this log what the statement wrote once it has run. A
 * write to a table counts for that table and for every table it reaches through the schema:
 * foreign keys that cascade (`on delete cascade`, `set null`, `set default`, also on update) and
 * triggers (their bodies' inserts, updates and deletes), followed transitively. What the log cannot
 * name (DDL, a pragma, `rollback`, `rollback to`, a `with` that writes) counts for every table.
 * PostgreSQL is never cached: several instances can write to it (see `hotQuery`).
 */
export type WriteEffect = null | '*' | string;

const UNQUOTE = (name: string) => name.replace(/^"|"$/g, '').replace(/""/g, '"').toLowerCase();
const NAME = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)`;
/** The words before the table a statement writes: insert (or ...) into, replace into, update (or ...), delete from. */
const WRITE_VERB = String.raw`(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)`;
const WRITE = new RegExp(String.raw`^\s*${WRITE_VERB}\s+(${NAME})(?:\s*\.\s*(${NAME}))?`, 'i');
const READ_ONLY = /^\s*(?:select|begin|commit|end|savepoint|release|explain)\b/i;
const SCHEMA_CHANGE = /^\s*(?:create|drop|alter)\b/i;
const WRITES_IN_BODY = new RegExp(String.raw`\b${WRITE_VERB}\s+(${NAME})`, 'gi');

/** The table a statement writes (lower case), '*' when it may write anything, null when it writes nothing. */
export function writeEffect(sql: string): WriteEffect {
  const write = WRITE.exec(sql);
  if (write) return UNQUOTE(write[2] ?? write[1]!);
  if (/^\s*with\b/i.test(sql)) return /\b(?:insert|update|delete|replace)\b/i.test(sql) ? '*' : null;
  if (READ_ONLY.test(sql)) return null;
  return '*';
}

const ACTIONS_THAT_WRITE = new Set(['CASCADE', 'SET NULL', 'SET DEFAULT']);

export class WriteLog {
  private version = 0;
  /** Version of the last write that may have touched every table. */
  private everything = 0;
  private readonly tables = new Map<string, number>();
  /** Per table: itself and every table a write to it can change (cascades, triggers), lazily built from the schema. */
  private reach: Map<string, readonly string[]> | null = null;

  constructor(private readonly raw: BetterSqlite3.Database) {}

  /** After a statement ran (or failed: a failed write is counted too, it costs a re-read at most). */
  wrote(effect: WriteEffect, sql: string): void {
    if (effect === null) return;
    this.version += 1;
    if (effect === '*') {
      this.everything = this.version;
      if (SCHEMA_CHANGE.test(sql)) this.reach = null;
      return;
    }
    for (const table of this.reachOf(effect)) this.tables.set(table, this.version);
  }

  /** A stamp of these tables: it changes whenever one of them may have changed. */
  stamp(tables: readonly string[]): number {
    let latest = this.everything;
    for (const table of tables) latest = Math.max(latest, this.tables.get(table) ?? 0);
    return latest;
  }

  private reachOf(table: string): readonly string[] {
    this.reach ??= schemaReach(this.raw);
    return this.reach.get(table) ?? [table];
  }
}

/** For every table: the tables a write to it may change, itself first, from the foreign keys and triggers. */
export function schemaReach(raw: BetterSqlite3.Database): Map<string, readonly string[]> {
  const edges = new Map<string, Set<string>>();
  const edge = (from: string, to: string) => {
    const set = edges.get(from) ?? new Set<string>();
    set.add(to);
    edges.set(from, set);
  };
  const tables = (raw.prepare(`select name from sqlite_master where type = 'table'`).all() as { name: string }[]).map((r) => r.name);
  for (const name of tables) {
    const keys = raw.prepare(`select "table", on_update, on_delete from pragma_foreign_key_list(?)`).all(name) as { table: string; on_update: string; on_delete: string }[];
    for (const key of keys)
      if (ACTIONS_THAT_WRITE.has(key.on_delete.toUpperCase()) || ACTIONS_THAT_WRITE.has(key.on_update.toUpperCase())) edge(key.table.toLowerCase(), name.toLowerCase());
  }
  const triggers = raw.prepare(`select tbl_name, sql from sqlite_master where type = 'trigger' and sql is not null`).all() as { tbl_name: string; sql: string }[];
  for (const trigger of triggers) {
    const body = trigger.sql.slice(trigger.sql.search(/\bbegin\b/i) + 5);
    for (const m of body.matchAll(WRITES_IN_BODY)) edge(trigger.tbl_name.toLowerCase(), UNQUOTE(m[1]!));
  }
  const reach = new Map<string, readonly string[]>();
  for (const start of new Set([...tables.map((t) => t.toLowerCase()), ...edges.keys()])) {
    const seen = [start];
    for (let i = 0; i < seen.length; i += 1) for (const next of edges.get(seen[i]!) ?? []) if (!seen.includes(next)) seen.push(next);
    reach.set(start, seen);
  }
  return reach;
}

import { PostgresAdapter, sql, type ColumnDataType, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';

/*
 * Frozen helpers for migrations: they express one schema for both dialects. Never change what an
 * existing helper emits (old migrations depend on it); add a new helper instead.
 */

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Adds an auto-generated integer primary key `id`: identity on PostgreSQL, AUTOINCREMENT on SQLite. */
export function withId<TB extends string, C extends string>(db: Kysely<any>, table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C | 'id'> {
  const pg = isPostgres(db);
  return table.addColumn('id', 'integer', (col) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()));
}

/** timestamptz on PostgreSQL; ISO-8601 text on SQLite (sorts and compares as text). */
export function timestampType(db: Kysely<any>): ColumnDataType {
  return isPostgres(db) ? 'timestamptz' : 'text';
}

/** Default "now" for a timestamp column, ISO-8601 with milliseconds on SQLite. */
export function nowDefault(db: Kysely<any>): RawBuilder<unknown> {
  return isPostgres(db) ? sql`CURRENT_TIMESTAMP` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

export function jsonType(db: Kysely<any>): ColumnDataType {
  return isPostgres(db) ? 'jsonb' : 'text';
}

export function boolType(db: Kysely<any>): ColumnDataType {
  return isPostgres(db) ? 'boolean' : 'integer';
}

export function boolDefault(db: Kysely<any>, value: boolean): RawBuilder<unknown> {
  if (isPostgres(db)) return value ? sql`true` : sql`false`;
  return value ? sql`1` : sql`0`;
}

export function uuidType(db: Kysely<any>): ColumnDataType {
  return isPostgres(db) ? 'uuid' : 'text';
}

/** Integer money in minor units: bigint on PostgreSQL (parsed back to number), integer on SQLite. */
export function moneyType(db: Kysely<any>): ColumnDataType {
  return isPostgres(db) ? 'bigint' : 'integer';
}

import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresAdapter, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import type { AppConfig } from '../config';
import { logQueryDuration } from '../plugins/metrics';
import { migrationProvider } from './migration-provider';
import { OneSchemaPostgresDialect } from './postgres-introspector';
import { WriteLog, writeEffect, type WriteEffect } from './write-log';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** better-sqlite3 refuses booleans and Dates as parameters; PostgreSQL takes both as text. */
function toSqliteParam(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/** Prepared statements kept per SQL text; the api's queries are a few hundred shapes at most. */
const STATEMENT_CACHE_SIZE = 1000;

type SqliteStatement = ReturnType<SqliteDatabase['prepare']>;

function wrapStatement(stmt: BetterSqlite3.Statement): SqliteStatement {
  return {
    reader: stmt.reader,
    all: (params) => stmt.all(params.map(toSqliteParam)),
    run: (params) => stmt.run(params.map(toSqliteParam)),
    iterate: (params) => stmt.iterate(params.map(toSqliteParam)),
  };
}

/** A statement that may write: it tells the connection's write log what it touched once it has run. */
function loggedStatement(stmt: SqliteStatement, log: WriteLog, effect: WriteEffect, sql: string): SqliteStatement {
  if (effect === null) return stmt;
  return {
    reader: stmt.reader,
    all: (params) => {
      try {
        return stmt.all(params);
      } finally {
        log.wrote(effect, sql);
      }
    },
    run: (params) => {
      try {
        return stmt.run(params);
      } finally {
        log.wrote(effect, sql);
      }
    },
    iterate: (params) => {
      log.wrote(effect, sql);
      return stmt.iterate(params);
    },
  };
}

const writeLogs = new WeakMap<SqliteDatabase, WriteLog>();

/** The write log of a connection opened by `openSqlite` (see write-log.ts). */
export function writeLogOf(sqlite: SqliteDatabase): WriteLog | undefined {
  return writeLogs.get(sqlite);
}

/**
 * The SQLite file, WAL with synchronous FULL (a commit is on disk when the api answers). Kysely
 * prepares every query it runs; preparing is a good part of a short query's cost, so statements
 * are kept by SQL text (kysely's SQL has placeholders, never values) and reused, least recently
 * used dropped first. A statement whose schema changed is re-prepared by SQLite itself. Each
 * statement that may write reports it to the connection's write log (`writeLogOf`), which is what
 * lets `hotQuery` keep a few reads between writes.
 */
function openSqlite(file: string): SqliteDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  const statements = new Map<string, SqliteStatement>();
  const log = new WriteLog(raw);
  const database: SqliteDatabase = {
    close: () => raw.close(),
    prepare(sql) {
      let stmt = statements.get(sql);
      if (stmt) {
        statements.delete(sql);
      } else {
        stmt = loggedStatement(wrapStatement(raw.prepare(sql)), log, writeEffect(sql), sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, stmt);
      return stmt;
    },
  };
  writeLogs.set(database, log);
  return database;
}

const PG_INT8 = 20;
const PG_JSON = 114;
const PG_JSONB = 3802;
const PG_TIMESTAMPTZ = 1184;

/**
 * Both dialects hand rows to the repositories in one shape: bigint counts as numbers (counts and
 * money in minor units stay far below 2^53), JSON as text, timestamps as ISO-8601 strings.
 * numeric stays a string so exchange rates keep their exact decimals.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    switch (oid) {
      case PG_INT8:
        return (value: string) => Number(value);
      case PG_JSON:
      case PG_JSONB:
        return (value: string) => value;
      case PG_TIMESTAMPTZ: {
        const parse = pg.types.getTypeParser(PG_TIMESTAMPTZ, 'text') as (v: string) => Date;
        return (value: string) => {
          const date = parse(value);
          return Number.isNaN(date.getTime()) ? value : date.toISOString();
        };
      }
      default:
        return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
    }
  },
};

const sqliteHandles = new WeakMap<Kysely<any>, SqliteDatabase>();

/** The SQLite connection under a database made by `createDatabase` (none on PostgreSQL). */
export function sqliteHandleOf(db: Kysely<any>): SqliteDatabase | undefined {
  return sqliteHandles.get(db);
}

export function createDatabase(config: AppConfig['database']): Db {
  if (config.kind === 'postgres') {
    // No connectionTimeoutMillis: pg-pool applies it to the wait for a free client too, and a burst
    // (a Friday night) would turn into 500s; /api/health has its own time limit instead.
    const pool = new pg.Pool({ connectionString: config.url, types: pgTypes, max: 10 });
    // An idle client that loses its server emits 'error' on the pool; unheard, it would crash the
    // process. The pool replaces the client on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL: conexión inactiva perdida (${err.message})`));
    return new Kysely<Database>({ dialect: new OneSchemaPostgresDialect({ pool }), log: logQueryDuration });
  }
  const database = openSqlite(config.file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), log: logQueryDuration });
  sqliteHandles.set(db, database);
  return db;
}

/** The names of the migrations this code knows, in the order they apply. */
async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrationProvider.getMigrations()).sort();
}

/**
 * Refuses a database made by a newer release: one that has applied a migration this code does not
 * know. Starting on it would run old code on a schema it does not understand.
 */
async function refuseNewerDatabase(db: Kysely<any>, schema: string | undefined): Promise<void> {
  // A direct look-up, not kysely's introspection: that scans every schema, and a schema dropped
  // meanwhile by someone else fails it.
  const { rows } = schema
    ? await sql<{ found: string | null }>`select to_regclass(${`${schema}.kysely_migration`})::text as found`.execute(db)
    : await sql<{ found: string | null }>`select name as found from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db);
  if (!rows[0]?.found) return;
  const base = schema ? db.withSchema(schema) : db;
  const applied = (await base.selectFrom('kysely_migration').select('name').execute()) as { name: string }[];
  const known = await knownMigrations();
  const unknown = applied
    .map((r) => r.name)
    .filter((name) => !known.includes(name))
    .sort();
  if (unknown.length > 0) {
    throw new Error(
      `La base de datos es de una versión más nueva de Resto POS: tiene aplicada la migración ${unknown[unknown.length - 1]}, ` +
        `que esta versión no conoce (conoce hasta ${known[known.length - 1]}). Actualice el servidor o restaure una copia hecha con esta versión.`,
    );
  }
}

function migrationError(error: unknown, results: readonly { migrationName: string; status: string }[] | undefined): Error {
  const failed = results?.find((r) => r.status === 'Error');
  const cause = error instanceof Error ? error : new Error(String(error));
  return new Error(`La migración ${failed?.migrationName ?? '?'} falló: ${cause.message}`, { cause });
}

/**
 * Applies every pending migration, forward only, each in its own transaction with its record in
 * kysely_migration (a failed one leaves the database as the previous one left it); refuses a
 * database newer than the code. Throws with the failing migration's error.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which one: pin it to the
  // schema our tables go to, so a database that hosts several data sets (one per schema) works.
  let migrationTableSchema: string | undefined;
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema ?? undefined;
    if (!migrationTableSchema) throw new Error('PostgreSQL: el search_path no apunta a ningún esquema existente');
  }
  await refuseNewerDatabase(db, migrationTableSchema);
  const schemaOption = migrationTableSchema ? { migrationTableSchema } : {};

  if (dialectOf(db) === 'postgres') {
    // kysely runs each migrateUp in a transaction of its own (PostgreSQL has transactional DDL).
    const migrator = new Migrator({ db, provider: migrationProvider, ...schemaOption });
    for (let retries = 0; ;) {
      const { error, results } = await migrator.migrateUp();
      if (error) {
        // Kysely's migrator reads the catalog of every schema before each step; a table another
        // schema's migration creates or drops meanwhile (several data sets in one database, or
        // parallel test files) fails that read with 42P01 before any migration ran. Read again.
        if (!results?.some((r) => r.status === 'Error') && isCatalogRace(error) && retries < 5) {
          retries += 1;
          await new Promise((resolve) => setTimeout(resolve, 50 * retries));
          continue;
        }
        throw migrationError(error, results);
      }
      if (!results || results.length === 0) return;
    }
  }

  // SQLite's DDL is transactional too, but kysely does not wrap it: one connection, and each
  // migration between BEGIN IMMEDIATE and COMMIT.
  await db.connection().execute(async (conn) => {
    const migrator = new Migrator({ db: conn, provider: migrationProvider, ...schemaOption });
    for (;;) {
      // A migration that rebuilds a parent table (SQLite cannot drop a constraint) runs with
      // foreign keys off, as SQLite's procedure asks, and must leave none broken before commit.
      const next = (await migrator.getMigrations()).find((m) => m.executedAt === undefined);
      const sinClaves = next !== undefined && (next.migration as { sqliteSinClavesForaneas?: boolean }).sqliteSinClavesForaneas === true;
      if (sinClaves) await sql`pragma foreign_keys = off`.execute(conn);
      await sql`begin immediate`.execute(conn);
      let done: boolean;
      try {
        const { error, results } = await migrator.migrateUp();
        if (error) throw migrationError(error, results);
        done = !results || results.length === 0;
        if (sinClaves) {
          const broken = await sql<{ table: string }>`pragma foreign_key_check`.execute(conn);
          if (broken.rows.length > 0) throw new Error(`La migración ${next.name} dejó claves foráneas rotas en ${broken.rows[0]!.table}`);
        }
      } catch (error) {
        await sql`rollback`.execute(conn);
        if (sinClaves) await sql`pragma foreign_keys = on`.execute(conn);
        throw error;
      }
      await sql`commit`.execute(conn);
      if (sinClaves) await sql`pragma foreign_keys = on`.execute(conn);
      if (done) return;
    }
  });
}

/** 'relation/schema does not exist' raised by a catalog read racing another schema's DDL. */
function isCatalogRace(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '42P01' || code === '3F000';
}

/** True when the error is a unique-constraint violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@resto/shared/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { isPostgresUrl, loadConfig, type AppConfig } from '../../src/config';
import { seedDemo } from '../../src/seed/seed';

/** TEST_DATABASE_URL=postgres://... runs the suite on PostgreSQL; otherwise SQLite temp files. */
export const TEST_DATABASE_URL = isPostgresUrl(process.env.TEST_DATABASE_URL) ? process.env.TEST_DATABASE_URL : undefined;
export const ON_POSTGRES = TEST_DATABASE_URL !== undefined;

export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  /** Env entries that point an app at this database (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  dir: string;
  drop(): Promise<void>;
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  // No parallel workers: under load a worker can start before it sees the fresh schema and fail
  // with 'schema does not exist' (seen in CI), and test queries gain nothing from parallelism.
  // No wait for the WAL flush at each commit: a test database need not survive a crash of
  // PostgreSQL itself (a killed api process still loses nothing committed), and the suite's
  // thousands of small commits each waited for an fsync.
  u.searchParams.set('options', `-c search_path=${schema} -c max_parallel_workers_per_gather=0 -c synchronous_commit=off`);
  return u.toString();
}

/**
 * A fresh, empty database: a temp SQLite file, or a new schema `t_<random>` (set as the pool's
 * search_path through the URL's `options`) when TEST_DATABASE_URL is a postgres URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'resto-api-test-'));
  if (!TEST_DATABASE_URL) {
    return {
      kind: 'sqlite',
      env: { DATA_DIR: dir },
      dir,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `${process.env.TEST_SCHEMA_PREFIX ?? 't_'}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    kind: 'postgres',
    env: { DATA_DIR: dir, DATABASE_URL: withSearchPath(TEST_DATABASE_URL, schema) },
    dir,
    // The schema itself is dropped after the whole run (test/global-setup.ts).
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  /** Closes the app, then drops the database unless it was passed in. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (STATIC_ROOT, REMOTES_FILE...). */
  env?: Record<string, string>;
  /** Seed the demo venue and users (default true). */
  seed?: boolean;
  /** Reuse a database (e.g. to restart an app on it); the caller drops it. */
  database?: TestDatabase;
  buildOptions?: BuildAppOptions;
}

/** Builds the real app on a fresh database, seeded with the demo venue unless `seed: false`. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = opts.database ?? (await createTestDatabase());
  const config = loadConfig({
    // No built front end unless the test provides one.
    STATIC_ROOT: path.join(database.dir, 'no-static'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    // The tests seed the demo themselves (or nothing): no production first admin.
    SEED_FIRST_ADMIN: 'false',
    ...database.env,
    ...opts.env,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, opts.buildOptions);
  } catch (error) {
    if (!opts.database) await database.drop();
    throw error;
  }
  if (opts.seed ?? true) await seedDemo(app.db);
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      if (!opts.database) await database.drop();
    },
  };
}

export const DEVICE_INFO = {
  isMobile: true,
  isTablet: false,
  isDesktop: false,
  deviceType: 'mobile',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile',
  screenWidth: 412,
  screenHeight: 915,
  touchSupport: true,
  orientation: 'portrait',
  platform: 'Android',
  browser: 'Chrome',
} as const;

export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  message?: string;
  code?: string;
  params?: Record<string, string | number>;
}

export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  const json = (): Envelope<T> => response.json<Envelope<T>>();
  return { response, status: response.statusCode, json };
}

export async function login(app: FastifyInstance, email: string, password: string, extra: Partial<InjectOptions> = {}): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { nombreUsuario: email, password, deviceInfo: DEVICE_INFO },
    ...extra,
  });
  if (response.statusCode !== 200) throw new Error(`login ${email} -> ${response.statusCode} ${response.body}`);
  return response.json<Envelope<LoginResponse>>().data!;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

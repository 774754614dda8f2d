import { defineConfig } from 'vitest/config';

/**
 * Files that test PostgreSQL itself (pg_dump/pg_restore, two instances behind nginx on one
 * database): collected only when TEST_DATABASE_URL is a PostgreSQL URL, so the SQLite run neither
 * skips nor fakes them.
 */
const POSTGRES_ONLY = ['test/pg-dump.test.ts', 'test/proxy-two-instances.test.ts', 'test/postgres-introspector.test.ts'];
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(onPostgres ? [] : POSTGRES_ONLY)],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Native modules (better-sqlite3, argon2) and real sockets: one process per file is the safe choice.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * Files that test PostgreSQL itself (pg_dump/pg_restore, two instances behind nginx on one
 * database): collected only when TEST_DATABASE_URL is a PostgreSQL URL, so the SQLite run neither
 * skips nor fakes them.
 */
const POSTGRES_ONLY = ['test/pg-dump.test.ts', 'test/proxy-two-instances.test.ts', 'test/postgres-introspector.test.ts'];
const onPostgres = /^postgres(ql)?:\/\//.test(process.env.TEST_DATABASE_URL ?? '');
/** Files that replace a module with vi.mock: a module already loaded by another file would not be replaced. */
const MOCKS_A_MODULE = ['test/sesiones.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Native modules (better-sqlite3, argon2) and real sockets: processes, not threads.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Every file builds its own app on its own database, and the api keeps its caches per
        // database handle, so the files of one worker share the loaded modules: the app's import
        // graph is loaded once per worker, not once per file (about two thirds of the run's time).
        test: { name: 'api', include: ['test/**/*.test.ts'], exclude: ['**/node_modules/**', ...MOCKS_A_MODULE, ...(onPostgres ? [] : POSTGRES_ONLY)], isolate: false },
      },
      { extends: true, test: { name: 'api-mocks', include: MOCKS_A_MODULE, isolate: true } },
    ],
  },
});

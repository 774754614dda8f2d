// Shared by scripts/backup.mjs and scripts/restore.mjs: better-sqlite3 from the api's
// dependencies, where the server keeps its SQLite file, and how a file is checked.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const requireFromApi = createRequire(path.join(REPO_ROOT, 'api', 'package.json'));
const BetterSqlite3 = requireFromApi('better-sqlite3');

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** DATA_DIR/resto.db, like api/src/config.ts; refuses a PostgreSQL DATABASE_URL. */
export function sqliteFileOf(env) {
  if (/^postgres(ql)?:\/\//i.test(env.DATABASE_URL?.trim() ?? '')) {
    fail('DATABASE_URL apunta a PostgreSQL: use pg_dump / pg_restore (ver README)');
  }
  return path.join(dataDirOf(env), 'resto.db');
}

export function dataDirOf(env) {
  return path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, 'data'));
}

export function openSqlite(file, options = {}) {
  return new BetterSqlite3(file, options);
}

/** null when `file` is a sound SQLite database; else what opening it or integrity_check said. */
export function integrityProblem(file) {
  let db;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  try {
    const rows = db.pragma('integrity_check');
    const messages = rows.map((r) => r.integrity_check);
    return messages.length === 1 && messages[0] === 'ok' ? null : messages.join('; ');
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    db.close();
  }
}

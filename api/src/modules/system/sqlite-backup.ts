import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';

/**
 * A consistent copy of a live SQLite database (WAL, written by the server meanwhile): a second
 * connection runs `VACUUM INTO`, which reads one snapshot (every transaction committed before it
 * started, none after) and writes a compact standalone file; never a copy of the file and its WAL.
 * The copy goes to `<dest>.tmp`, passes `PRAGMA integrity_check`, then is renamed into place.
 * Returns the copy's size in bytes; throws with a clear message otherwise (and leaves no file).
 */
export function backupSqliteFile(source: string, dest: string): number {
  if (!fs.existsSync(source)) throw new Error(`no existe la base de datos ${source}`);
  const tmp = `${dest}.tmp`;
  fs.rmSync(tmp, { force: true });
  try {
    const db = new BetterSqlite3(source, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare('VACUUM INTO ?').run(tmp);
    } finally {
      db.close();
    }
    const problem = checkSqliteFile(tmp);
    if (problem) throw new Error(`la copia no pasó integrity_check: ${problem}`);
    fs.renameSync(tmp, dest);
    return fs.statSync(dest).size;
  } catch (error) {
    fs.rmSync(tmp, { force: true });
    throw error;
  }
}

/** null when the file is a sound SQLite database; else what `PRAGMA integrity_check` (or opening it) said. */
export function checkSqliteFile(file: string): string | null {
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    const messages = rows.map((r) => r.integrity_check);
    return messages.length === 1 && messages[0] === 'ok' ? null : messages.join('; ');
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    db.close();
  }
}

/**
 * A copy of a backup file (`source`, never changed) at `dest` that carries `sello` (the server's
 * key sealed under the admin's passphrase) in its own table, for a download that restores alone.
 */
export function copyWithSeal(source: string, dest: string, table: string, sello: string): void {
  fs.copyFileSync(source, dest);
  try {
    const db = new BetterSqlite3(dest, { fileMustExist: true });
    try {
      db.exec(`create table ${table} (id integer primary key check (id = 1), sello text not null)`);
      db.prepare(`insert into ${table} (id, sello) values (1, ?)`).run(sello);
    } finally {
      db.close();
    }
  } catch (error) {
    fs.rmSync(dest, { force: true });
    throw error;
  }
}

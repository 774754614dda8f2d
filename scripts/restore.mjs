// `npm run restore -- <file>`: puts a backup in place of the SQLite database (issue 20). Refuses
// while the server runs (DATA_DIR/resto.pid names a live process), checks the backup
// (`PRAGMA integrity_check`, and that it is a database of this product), keeps the current
// database aside as resto.db.antes-de-restaurar-<time> (with its -wal/-shm files), then copies the
// backup in. The next start migrates it to the current code.
import fs from 'node:fs';
import path from 'node:path';
import { dataDirOf, fail, integrityProblem, openSqlite, sqliteFileOf } from './sqlite-tools.mjs';

const source = process.argv[2];
if (!source || source.startsWith('-')) fail('Uso: npm run restore -- <archivo-de-copia.db>');

const dbFile = sqliteFileOf(process.env);
const dataDir = dataDirOf(process.env);
const backup = path.resolve(process.env.INIT_CWD ?? process.cwd(), source);

const lock = path.join(dataDir, 'resto.pid');
if (fs.existsSync(lock)) {
  const pid = Number(fs.readFileSync(lock, 'utf8').trim());
  let alive = false;
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 0);
      alive = true;
    } catch (error) {
      alive = error?.code === 'EPERM';
    }
  }
  if (alive) fail(`El servidor está en marcha (pid ${pid}, ${lock}): deténgalo antes de restaurar`);
}

if (!fs.existsSync(backup)) fail(`No existe el archivo ${backup}`);
const problem = integrityProblem(backup);
if (problem) fail(`El archivo ${backup} no es una base SQLite sana: ${problem}`);
const check = openSqlite(backup, { readonly: true });
try {
  const table = check.prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
  if (!table) fail(`El archivo ${backup} no es una copia de esta aplicación (no tiene migraciones)`);
} finally {
  check.close();
}

fs.mkdirSync(dataDir, { recursive: true });
let aside = null;
if (fs.existsSync(dbFile)) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  aside = `${dbFile}.antes-de-restaurar-${stamp}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(dbFile + suffix)) fs.renameSync(dbFile + suffix, aside + suffix);
  }
}
const tmp = `${dbFile}.restaurando`;
fs.copyFileSync(backup, tmp);
fs.renameSync(tmp, dbFile);
console.log(`Restaurada ${backup} en ${dbFile}` + (aside ? `; la base anterior quedó en ${aside}` : ''));

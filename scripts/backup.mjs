// `npm run backup -- <file>`: a consistent copy of the SQLite database, safe while the server runs
// and writes. A second connection runs `VACUUM INTO`, which reads one snapshot (every
// transaction committed before it began) into a standalone file; never a file copy of a live WAL
// database. The copy must pass `PRAGMA integrity_check`; otherwise nothing is left and the exit
// code is 1. DATA_DIR as for the server (default ./data). On PostgreSQL use pg_dump (README).
import fs from 'node:fs';
import path from 'node:path';
import { openSqlite, integrityProblem, sqliteFileOf, fail } from './sqlite-tools.mjs';

const target = process.argv[2];
if (!target || target.startsWith('-')) fail('Uso: npm run backup -- <archivo-destino.db>');

const source = sqliteFileOf(process.env);
const dest = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
if (fs.existsSync(dest)) fail(`El archivo ${dest} ya existe; elija otro nombre`);
if (!fs.existsSync(source)) fail(`No existe la base de datos ${source} (¿DATA_DIR?)`);
fs.mkdirSync(path.dirname(dest), { recursive: true });

const tmp = `${dest}.tmp`;
fs.rmSync(tmp, { force: true });
try {
  const db = openSqlite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare('VACUUM INTO ?').run(tmp);
  } finally {
    db.close();
  }
  const problem = integrityProblem(tmp);
  if (problem) throw new Error(`la copia no pasó PRAGMA integrity_check: ${problem}`);
  fs.renameSync(tmp, dest);
} catch (error) {
  fs.rmSync(tmp, { force: true });
  fail(`La copia de seguridad falló: ${error instanceof Error ? error.message : String(error)}`);
}
console.log(`Copia de seguridad de ${source} en ${dest} (${fs.statSync(dest).size} bytes, integrity_check ok)`);

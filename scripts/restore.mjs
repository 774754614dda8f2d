// `npm run restore -- <file> [--secretos-nuevos] [--frase-archivo <file>]`: puts a backup in place
// of the SQLite database. Refuses while the server runs (DATA_DIR/resto.pid names a live process),
// checks the backup (`PRAGMA integrity_check`, and that it is a database of this product), keeps
// the current database aside as resto.db.antes-de-restaurar-<time> (with its -wal/-shm files),
// then copies the backup in. The next start migrates it to the current code.
//
// A backup downloaded from /config carries the server's key sealed under the passphrase chosen at
// download, so that it restores alone on a new machine: the passphrase comes from RESTORE_FRASE,
// from the file named by --frase-archivo, or is asked on the terminal; the key is written to
// DATA_DIR/secret.key. A wrong passphrase changes nothing. With the passphrase (or the old key)
// lost, --secretos-nuevos restores the data with fresh signing secrets and clears what was sealed
// with the old key (ARCA private key, assistant API key), which the admin then enters again.
// On PostgreSQL (after pg_restore, README) `npm run restore -- --secretos-nuevos` does that part.
import fs from 'node:fs';
import path from 'node:path';
import { FraseIncorrecta, KEY_FILE, SELLO_TABLA, abrirSello, askHidden, clearSealedSecrets, describir, keyFromSecretKey, sqliteAdapter, writeKeyFile } from './restore-clave.mjs';
import { resetPostgresSecrets } from './restore-postgres.mjs';
import { dataDirOf, fail, integrityProblem, openSqlite, sqliteFileOf } from './sqlite-tools.mjs';

const USO = 'Uso: npm run restore -- <archivo-de-copia.db> [--secretos-nuevos] [--frase-archivo <archivo>]';
const args = process.argv.slice(2);
const secretosNuevos = args.includes('--secretos-nuevos');
const fraseArg = args.indexOf('--frase-archivo');
const fraseFile = fraseArg >= 0 ? args[fraseArg + 1] : undefined;
if (fraseArg >= 0 && (!fraseFile || fraseFile.startsWith('-'))) fail(USO);
const positional = args.filter((a, i) => !a.startsWith('-') && (fraseArg < 0 || i !== fraseArg + 1));
const unknown = args.filter((a) => a.startsWith('-') && a !== '--secretos-nuevos' && a !== '--frase-archivo');
if (unknown.length > 0) fail(`Opción desconocida ${unknown[0]}. ${USO}`);
const cwd = process.env.INIT_CWD ?? process.cwd();
const source = positional[0];

const reingresar = (pendientes) =>
  pendientes.length === 0 ? 'No había secretos guardados que volver a ingresar.' : `Hay que volver a ingresar en Configuración: ${pendientes.map(describir).join('; ')}.`;

if (/^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL?.trim() ?? '')) {
  if (source || !secretosNuevos)
    fail('DATABASE_URL apunta a PostgreSQL: restaure con pg_restore (ver README) y luego, sin la clave anterior, npm run restore -- --secretos-nuevos');
  const pendientes = await resetPostgresSecrets(process.env.DATABASE_URL.trim(), clearSealedSecrets);
  console.log(`Secretos de firma nuevos en la base PostgreSQL: todos vuelven a iniciar sesión. ${reingresar(pendientes)}`);
  process.exit(0);
}

if (!source) fail(USO);
const dbFile = sqliteFileOf(process.env);
const dataDir = dataDirOf(process.env);
const backup = path.resolve(cwd, source);

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
let sello = null;
const check = openSqlite(backup, { readonly: true });
try {
  const table = check.prepare("select name from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
  if (!table) fail(`El archivo ${backup} no es una copia de esta aplicación (no tiene migraciones)`);
  const sealed = check.prepare("select name from sqlite_master where type = 'table' and name = ?").get(SELLO_TABLA);
  if (sealed) sello = check.prepare(`select sello from ${SELLO_TABLA} where id = 1`).get()?.sello ?? null;
} finally {
  check.close();
}

// The key the copy carries, opened before anything is touched: a wrong passphrase changes nothing.
let key = null;
if (sello && !secretosNuevos) {
  let frase = process.env.RESTORE_FRASE || null;
  if (!frase && fraseFile) {
    const file = path.resolve(cwd, fraseFile);
    if (!fs.existsSync(file)) fail(`No existe el archivo ${file}`);
    frase = fs.readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  }
  if (!frase) frase = await askHidden('Frase de la copia (la que se eligió al descargarla): ');
  if (!frase) {
    fail(
      'Esta copia lleva la clave del servidor sellada con la frase elegida al descargarla: désela con RESTORE_FRASE=…, ' +
        'con --frase-archivo <archivo> o ejecutando la restauración en una terminal. Si la frase se perdió, ' +
        'restaure con --secretos-nuevos (habrá que volver a ingresar los secretos guardados). No se cambió nada.',
    );
  }
  try {
    key = abrirSello(sello, frase);
  } catch (error) {
    if (error instanceof FraseIncorrecta) {
      fail('La frase no abre la clave de esta copia: no se cambió nada. Pruebe de nuevo o, si la frase se perdió, restaure con --secretos-nuevos.');
    }
    fail(`La clave de la copia no se pudo leer: ${error instanceof Error ? error.message : String(error)}. No se cambió nada.`);
  }
  const fromEnv = keyFromSecretKey(process.env.SECRET_KEY?.trim());
  if (fromEnv && !fromEnv.equals(key)) {
    fail('SECRET_KEY está definida y no es la clave de esta copia: quítela del entorno (la restauración escribe DATA_DIR/secret.key) o use --secretos-nuevos. No se cambió nada.');
  }
}

fs.mkdirSync(dataDir, { recursive: true });
const tmp = `${dbFile}.restaurando`;
fs.copyFileSync(backup, tmp);
let pendientes = null;
try {
  const conn = openSqlite(tmp, { fileMustExist: true });
  try {
    // The seal served its purpose: the restored database does not keep it.
    conn.exec(`drop table if exists ${SELLO_TABLA}`);
    if (secretosNuevos) {
      conn.exec('begin');
      pendientes = await clearSealedSecrets(sqliteAdapter(conn));
      conn.exec('commit');
    }
  } finally {
    conn.close();
  }
} catch (error) {
  fs.rmSync(tmp, { force: true });
  fail(`La restauración falló: ${error instanceof Error ? error.message : String(error)}. No se cambió nada.`);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
let aside = null;
if (fs.existsSync(dbFile)) {
  aside = `${dbFile}.antes-de-restaurar-${stamp}`;
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(dbFile + suffix)) fs.renameSync(dbFile + suffix, aside + suffix);
  }
}
const written = key ? writeKeyFile(dataDir, key, stamp) : null;
fs.renameSync(tmp, dbFile);
console.log(`Restaurada ${backup} en ${dbFile}` + (aside ? `; la base anterior quedó en ${aside}` : ''));
if (written) {
  console.log(`La clave del servidor de la copia quedó en ${written.file}` + (written.aside ? ` (la anterior, en ${written.aside})` : ''));
}
if (pendientes) {
  console.log(`Secretos de firma nuevos: al arrancar, todos vuelven a iniciar sesión. ${reingresar(pendientes)}`);
} else if (!key && !process.env.SECRET_KEY?.trim() && !fs.existsSync(path.join(dataDir, KEY_FILE))) {
  console.log(
    `Aviso: ${path.join(dataDir, KEY_FILE)} no existe y SECRET_KEY no está definida: el servidor no podrá leer los secretos de la copia ` +
      'sin la clave con la que se guardaron. Póngala, o restaure con --secretos-nuevos.',
  );
}

// Used by scripts/restore.mjs: the server's key that a backup downloaded from /config carries,
// sealed under the admin's passphrase (api/src/modules/system/backups.sellado.ts makes the seal),
// and the restore with fresh secrets when that passphrase is lost.
import { createDecipheriv, createHash, randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SELLO_TABLA = 'respaldo_clave_sellada';
const SELLO_AAD = 'resto-pos respaldo clave v1';
export const KEY_FILE = 'secret.key';
const KEYRING_SETTING = 'jwt_keyring';
const MARKER_SETTING = 'secretos_por_reingresar';

export class FraseIncorrecta extends Error {}

/** The 32-byte server key inside `selloJson`; FraseIncorrecta when `frase` does not open it. */
export function abrirSello(selloJson, frase) {
  const sello = JSON.parse(selloJson);
  if (sello.v !== 1 || sello.kdf !== 'scrypt') throw new Error(`sello de clave de versión desconocida (${sello.v}/${sello.kdf})`);
  const kek = scryptSync(frase.normalize('NFC'), Buffer.from(sello.sal, 'base64'), 32, {
    N: sello.N,
    r: sello.r,
    p: sello.p,
    maxmem: 256 * sello.N * sello.r + 1024 * 1024,
  });
  const decipher = createDecipheriv('aes-256-gcm', kek, Buffer.from(sello.iv, 'base64'));
  decipher.setAAD(Buffer.from(SELLO_AAD, 'utf8'));
  decipher.setAuthTag(Buffer.from(sello.tag, 'base64'));
  let key;
  try {
    key = Buffer.concat([decipher.update(Buffer.from(sello.clave, 'base64')), decipher.final()]);
  } catch {
    throw new FraseIncorrecta('frase incorrecta');
  }
  if (key.length !== 32) throw new Error('la clave sellada no tiene 32 bytes');
  return key;
}

/** The key the server would use from SECRET_KEY (api/src/modules/auth/secrets.ts), or null. */
export function keyFromSecretKey(secretKey) {
  return secretKey ? createHash('sha256').update(secretKey, 'utf8').digest() : null;
}

/** Writes DATA_DIR/secret.key (mode 0600), keeping a different one aside; returns where it went. */
export function writeKeyFile(dataDir, key, stamp) {
  const file = path.join(dataDir, KEY_FILE);
  const text = key.toString('base64');
  let aside = null;
  if (fs.existsSync(file)) {
    if (fs.readFileSync(file, 'utf8').trim() === text) return { file, aside };
    aside = `${file}.antes-de-restaurar-${stamp}`;
    fs.renameSync(file, aside);
  }
  const tmp = `${file}.restaurando-${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, text, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
  fs.renameSync(tmp, file);
  return { file, aside };
}

const DESCRIPCION = {
  arca: (localId) => `la clave privada del certificado de ARCA (Configuración › Facturación electrónica, local ${localId})`,
  asistente: (localId) => `la clave de API del asistente (Configuración › Asistente, local ${localId})`,
};

export const describir = (p) => DESCRIPCION[p.tipo](p.localId);

/**
 * Clears every secret sealed with the old key so that the server starts with fresh signing
 * secrets (everyone signs in again), and records what the admin must enter again. `db` runs
 * SQL with `?` placeholders: `tableExists(name)`, `all(sql, params)`, `run(sql, params)`.
 */
export async function clearSealedSecrets(db) {
  const pendientes = [];
  if (await db.tableExists('facturacion_config')) {
    for (const row of await db.all('select local_id from facturacion_config where clave_cifrada is not null order by local_id')) {
      pendientes.push({ tipo: 'arca', localId: Number(row.local_id) });
    }
    // The WSAA ticket's sign is sealed too; a new one is asked for with the re-entered key.
    await db.run(
      'update facturacion_config set clave_cifrada = null, wsaa_token = null, wsaa_sign_cifrado = null, wsaa_expira = null where clave_cifrada is not null or wsaa_sign_cifrado is not null',
    );
  }
  if (await db.tableExists('asistente_config')) {
    for (const row of await db.all('select local_id from asistente_config where api_key_cifrada is not null order by local_id')) {
      pendientes.push({ tipo: 'asistente', localId: Number(row.local_id) });
    }
    await db.run('update asistente_config set api_key_cifrada = null where api_key_cifrada is not null');
  }
  // An empty keyring: the next start makes a new signing secret under the key it has.
  await db.run('delete from app_settings where key = ?', [KEYRING_SETTING]);
  const previous = (await db.all('select value from app_settings where key = ?', [MARKER_SETTING]))[0];
  let before = [];
  try {
    before = previous ? (JSON.parse(previous.value).pendientes ?? []) : [];
  } catch {
    before = [];
  }
  const all = [...before, ...pendientes].filter((p, i, list) => list.findIndex((q) => q.tipo === p.tipo && q.localId === p.localId) === i);
  await db.run('delete from app_settings where key = ?', [MARKER_SETTING]);
  await db.run('insert into app_settings (key, value) values (?, ?)', [MARKER_SETTING, JSON.stringify({ fecha: new Date().toISOString(), pendientes: all })]);
  return pendientes;
}

/** The adapter clearSealedSecrets needs, over a better-sqlite3 connection. */
export function sqliteAdapter(conn) {
  return {
    tableExists: async (name) => !!conn.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name),
    all: async (sql, params = []) => conn.prepare(sql).all(...params),
    run: async (sql, params = []) => void conn.prepare(sql).run(...params),
  };
}

/** Reads a passphrase from the terminal without echoing it; null when there is no terminal. */
export function askHidden(question) {
  const input = process.stdin;
  if (!input.isTTY) return Promise.resolve(null);
  process.stdout.write(question);
  input.setRawMode(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          input.off('data', onData);
          input.setRawMode(false);
          input.pause();
          process.stdout.write('\n');
          resolve(text);
          return;
        }
        if (ch === '\u0003') {
          input.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') text = text.slice(0, -1);
        else text += ch;
      }
    };
    input.on('data', onData);
  });
}

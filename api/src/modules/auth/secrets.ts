import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './secrets.repository';
import type { SigningKeyring } from './tokens';

type Db = Kysely<Database>;

/*
 * The token signing secret. Either JWT_SECRET from the environment (with
 * JWT_SECRET_PREVIOUS still verifying during a rotation), or generated and stored in
 * app_settings ENCRYPTED (AES-256-GCM) with a key that never enters the database: SECRET_KEY
 * from the environment, or else a random key file DATA_DIR/secret.key created with mode 0600.
 * Several api instances on one PostgreSQL must share SECRET_KEY (or the same key file).
 *
 * The stored keyring holds the current secret and the retired ones: a stored secret older than
 * JWT_ROTATE_DAYS is replaced at start; the retired one keeps verifying (never signing) until
 * every token it signed has expired (retiredAt + token lifetime), then it is dropped.
 */

export const KEYRING_SETTING = 'jwt_keyring';
/** Where older installs kept the secret in plain text; moved into the keyring and deleted. */
export const LEGACY_SECRET_SETTING = 'jwt_secret';
export const KEY_FILE = 'secret.key';

interface StoredKey {
  kid: string;
  secret: string;
  createdAt: string;
  /** Set when another key took over signing. */
  retiredAt?: string;
}

interface StoredKeyring {
  /** First: the current (signing) key. */
  keys: StoredKey[];
}

/** The 32-byte key that encrypts the stored secrets. */
export function encryptionKey(secretKey: string | null, dataDir: string): Buffer {
  if (secretKey) return createHash('sha256').update(secretKey, 'utf8').digest();
  const file = path.join(dataDir, KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': only the first start creates it; a concurrent one reads the winner's.
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { encoding: 'utf8', mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`La clave de ${file} no es válida (se esperan 32 bytes en base64)`);
  return key;
}

export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
}

export function decrypt(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Formato de secreto cifrado desconocido');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('No se pudo descifrar el secreto de firma guardado: SECRET_KEY (o DATA_DIR/secret.key) no es la clave con la que se guardó');
  }
}

function newKey(at: Date): StoredKey {
  return { kid: randomUUID(), secret: randomBytes(48).toString('base64url'), createdAt: at.toISOString() };
}

function toSigning(ring: StoredKeyring, tokenMs: number): SigningKeyring {
  const [current, ...previous] = ring.keys;
  if (!current) throw new Error('El llavero de firma está vacío');
  return {
    current: { kid: current.kid, secret: current.secret },
    previous: previous.map((k) => ({ kid: k.kid, secret: k.secret, until: new Date(k.retiredAt ?? k.createdAt).getTime() + tokenMs })),
  };
}

export interface StoredKeyringOptions {
  key: Buffer;
  tokenMinutes: number;
  rotateDays: number;
  now?: Date;
  /** Rotate now whatever the current key's age. */
  force?: boolean;
}

/**
 * Reads (creating, migrating the plain-text legacy secret, rotating when due) the stored keyring
 * in one transaction, serialised between instances on PostgreSQL by the row lock.
 */
export async function loadStoredKeyring(db: Db, opts: StoredKeyringOptions): Promise<SigningKeyring> {
  const at = opts.now ?? new Date();
  const tokenMs = opts.tokenMinutes * 60_000;
  return db.transaction().execute(async (trx) => {
    await repo.insertSettingIfMissing(trx, KEYRING_SETTING, '');
    const row = await repo.lockSetting(trx, KEYRING_SETTING);
    let ring: StoredKeyring;
    let changed = false;
    if (row.value === '') {
      const legacy = await repo.findSetting(trx, LEGACY_SECRET_SETTING);
      // An older install's secret keeps its tokens valid; it just stops being readable in the database.
      ring = { keys: [legacy ? { kid: 'legacy', secret: legacy.value, createdAt: at.toISOString() } : newKey(at)] };
      changed = true;
    } else {
      ring = JSON.parse(decrypt(opts.key, row.value)) as StoredKeyring;
    }
    const current = ring.keys[0];
    const due = opts.force === true || (opts.rotateDays > 0 && at.getTime() - new Date(current?.createdAt ?? 0).getTime() >= opts.rotateDays * 86_400_000);
    if (current && due) {
      ring = { keys: [newKey(at), { ...current, retiredAt: at.toISOString() }, ...ring.keys.slice(1)] };
      changed = true;
    }
    // Retired keys whose every token has expired are forgotten.
    const kept = ring.keys.filter((k, i) => i === 0 || new Date(k.retiredAt ?? k.createdAt).getTime() + tokenMs > at.getTime());
    if (kept.length !== ring.keys.length) {
      ring = { keys: kept };
      changed = true;
    }
    if (changed) await repo.updateSetting(trx, KEYRING_SETTING, encrypt(opts.key, JSON.stringify(ring)));
    await repo.deleteSetting(trx, LEGACY_SECRET_SETTING);
    return toSigning(ring, tokenMs);
  });
}

/** Replaces the stored signing secret now (the old one keeps verifying its tokens until they expire). */
export async function rotateStoredKeyring(db: Db, opts: Omit<StoredKeyringOptions, 'rotateDays' | 'force'>): Promise<SigningKeyring> {
  return loadStoredKeyring(db, { ...opts, rotateDays: 0, force: true });
}

/** The keyring from the environment: JWT_SECRET signs, JWT_SECRET_PREVIOUS only verifies. */
export function envKeyring(secret: string, previous: string | null): SigningKeyring {
  const kidOf = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 16);
  return {
    current: { kid: kidOf(secret), secret },
    previous: previous ? [{ kid: kidOf(previous), secret: previous, until: Number.POSITIVE_INFINITY }] : [],
  };
}

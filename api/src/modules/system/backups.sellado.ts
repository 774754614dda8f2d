import { createCipheriv, randomBytes, scrypt, type ScryptOptions } from 'node:crypto';

/*
 * The server's key sealed under the admin's passphrase, as a downloaded backup carries it so that
 * it restores alone on a new machine (scripts/restore-clave.mjs opens it). scrypt turns the
 * passphrase into a 32-byte key (a fresh salt each time, memory-hard so guessing a stolen file's
 * passphrase is slow); AES-256-GCM seals the server's key and authenticates it, so a wrong
 * passphrase is told apart from a damaged file. The passphrase itself is never stored or logged.
 */

export const SELLO_VERSION = 1;
/** The table the downloaded copy carries it in (the restore drops it): not part of the schema. */
export const SELLO_TABLA = 'respaldo_clave_sellada';
/** Authenticated with the ciphertext: a seal of something else cannot pass for this one. */
export const SELLO_AAD = 'resto-pos respaldo clave v1';
const SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;

export interface Sello {
  v: number;
  kdf: 'scrypt';
  N: number;
  r: number;
  p: number;
  sal: string;
  iv: string;
  tag: string;
  clave: string;
}

function derive(frase: string, sal: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(frase.normalize('NFC'), sal, 32, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The seal (JSON text) of `key` under `frase`; async so the event loop keeps serving meanwhile. */
export async function sellarClave(key: Buffer, frase: string): Promise<string> {
  const sal = randomBytes(16);
  const iv = randomBytes(12);
  const kek = await derive(frase, sal, SCRYPT);
  const cipher = createCipheriv('aes-256-gcm', kek, iv);
  cipher.setAAD(Buffer.from(SELLO_AAD, 'utf8'));
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  const sello: Sello = {
    v: SELLO_VERSION,
    kdf: 'scrypt',
    ...SCRYPT,
    sal: sal.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    clave: body.toString('base64'),
  };
  return JSON.stringify(sello);
}

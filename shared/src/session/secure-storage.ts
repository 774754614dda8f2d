/**
 * Encrypted localStorage for the token and user (Storage: keys prefixed rf_enc_).
 *
 * This is obfuscation against casual reads (someone glancing at devtools, a browser extension
 * dumping storage), NOT protection against script running in the page: the AES key sits in the
 * same localStorage (`rf_k`) so any code that can read the ciphertext can read the key too.
 */

const KEY_NAME = 'rf_k';
export const ENC_PREFIX = 'rf_enc_';
const IV_BYTES = 12;

interface KeyCache {
  raw: string;
  key: Promise<CryptoKey>;
}
/** The key read (or created) last, with the stored text it came from. */
let cache: KeyCache | null = null;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function createKey(): Promise<{ raw: string; key: CryptoKey }> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  const raw = toBase64(new Uint8Array(await crypto.subtle.exportKey('raw', key)));
  return { raw, key };
}

/** The page's AES-GCM key: read from `rf_k`, or created and saved there the first time. */
async function getKey(): Promise<CryptoKey> {
  const stored = localStorage.getItem(KEY_NAME);
  if (stored && cache?.raw === stored) return cache.key;
  if (stored) {
    const key = crypto.subtle.importKey('raw', fromBase64(stored), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
    cache = { raw: stored, key };
    try {
      return await key;
    } catch {
      // A damaged key can never decrypt anything again; start over with a new one.
      localStorage.removeItem(KEY_NAME);
    }
  }
  const created = await createKey();
  localStorage.setItem(KEY_NAME, created.raw);
  cache = { raw: created.raw, key: Promise.resolve(created.key) };
  return created.key;
}

export async function encryptText(plain: string): Promise<string> {
  const key = await getKey();
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(plain)));
  const out = new Uint8Array(IV_BYTES + cipher.length);
  out.set(iv, 0);
  out.set(cipher, IV_BYTES);
  return toBase64(out);
}

/** Null when the text is not ours (wrong key, tampered, not base64). */
export async function decryptText(stored: string): Promise<string | null> {
  try {
    const bytes = fromBase64(stored);
    if (bytes.length <= IV_BYTES) return null;
    const key = await getKey();
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** `secureStorage.setItem('token', t)` writes `rf_enc_token`. */
export const secureStorage = {
  async getItem(name: string): Promise<string | null> {
    const stored = localStorage.getItem(ENC_PREFIX + name);
    if (stored === null) return null;
    const plain = await decryptText(stored);
    if (plain === null) localStorage.removeItem(ENC_PREFIX + name);
    return plain;
  },
  async setItem(name: string, value: string): Promise<void> {
    localStorage.setItem(ENC_PREFIX + name, await encryptText(value));
  },
  removeItem(name: string): void {
    localStorage.removeItem(ENC_PREFIX + name);
  },
};

/** Keys the old client kept in plain text (migrated into rf_enc_ keys). */
export const LEGACY_PLAIN_KEYS = ['token', 'user'] as const;

/** Moves plain `token`/`user` into their encrypted keys and deletes the plain copies. */
export async function migratePlainStorage(): Promise<void> {
  for (const name of LEGACY_PLAIN_KEYS) {
    const plain = localStorage.getItem(name);
    if (plain === null) continue;
    // An encrypted value already there is newer than the leftover plain one.
    if (localStorage.getItem(ENC_PREFIX + name) === null && plain !== '') await secureStorage.setItem(name, plain);
    localStorage.removeItem(name);
  }
}

/*
 * The handheld's first api call, sent before the app's bundle has arrived.
 *
 * index.html loads this tiny script before the bundle, both downloading at once: it reads the stored session
 * (the same encrypted localStorage the session module writes, or the plain keys it migrates) and
 * starts GET /api/mesas at once, so the table list is on its way while the phone still downloads
 * and runs the app. The app takes the answer (`takeEarlyMesas`) instead of asking again; when
 * there is no session, the token has expired, or the answer is not a 200, the app asks as usual
 * (its client refreshes the token, shows refusals, and so on). It imports nothing, so it is its
 * own small file (entry early-entry.ts); its constants are checked against the shared ones by
 * early.test.ts.
 */

/** `X-Resto-Handheld` and `HANDHELD_PROTOCOL` of `@resto/shared/contracts/constants`. */
export const EARLY_PROTOCOL_HEADER = 'X-Resto-Handheld';
export const EARLY_PROTOCOL = 1;
/** The keys of `shared/src/session` (session-store.ts, secure-storage.ts). */
export const EARLY_KEYS = { aesKey: 'rf_k', encryptedToken: 'rf_enc_token', plainToken: 'token' } as const;
const IV_BYTES = 12;
/** Where the answer waits for the app (`takeEarlyMesas` in features/mozo/state/early-mesas.ts). */
export const EARLY_MESAS_SLOT = '__restoEarlyMesas';
const SLOT = EARLY_MESAS_SLOT;

type Slot = { [SLOT]?: Promise<Response | null> };

function bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/** The stored bearer token, or null (none, unreadable, or expired). */
export async function storedToken(storage: Storage = localStorage, now = Date.now()): Promise<string | null> {
  let token = storage.getItem(EARLY_KEYS.plainToken);
  const encrypted = storage.getItem(EARLY_KEYS.encryptedToken);
  const rawKey = storage.getItem(EARLY_KEYS.aesKey);
  if (encrypted && rawKey) {
    const data = bytes(encrypted);
    const key = await crypto.subtle.importKey('raw', bytes(rawKey), { name: 'AES-GCM' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: data.slice(0, IV_BYTES) }, key, data.slice(IV_BYTES));
    token = new TextDecoder().decode(plain);
  }
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
  return typeof exp === 'number' && exp * 1000 > now + 5_000 ? token : null;
}

/** Starts GET /api/mesas with the stored session; the app picks the answer up with `takeEarlyMesas`. */
export function startEarlyMesas(): void {
  const slot = globalThis as typeof globalThis & Slot;
  performance.mark('waiter:early');
  slot[SLOT] = storedToken()
    .then((token) =>
      token
        ? fetch('/api/mesas', {
            headers: { Accept: 'application/json', Authorization: `Bearer ${token}`, [EARLY_PROTOCOL_HEADER]: String(EARLY_PROTOCOL) },
          })
        : null,
    )
    .catch(() => null);
}

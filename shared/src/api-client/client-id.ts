import { clientState } from './state';

export const CLIENT_ID_KEY = 'rf_client_id';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This tab's client instance id, kept in sessionStorage so a reload keeps it. */
export function getClientId(): string {
  const existing = sessionStorage.getItem(CLIENT_ID_KEY);
  if (existing) return existing;
  const id = randomId();
  sessionStorage.setItem(CLIENT_ID_KEY, id);
  return id;
}

/**
 * `${clientId}-${Date.now()}`; a second id in the same millisecond gets `-1`, `-2`... appended so
 * the server's idempotency never merges two different mutations.
 */
export function newClientMutationId(): string {
  const now = Date.now();
  const m = clientState().mutation;
  if (now === m.lastMs) m.seq += 1;
  else {
    m.lastMs = now;
    m.seq = 0;
  }
  return m.seq === 0 ? `${getClientId()}-${now}` : `${getClientId()}-${now}-${m.seq}`;
}

/** True when a realtime event's ClientMutationId came from this tab (its change is already applied). */
export function isOwnMutationId(id: string | null | undefined): boolean {
  return typeof id === 'string' && id.startsWith(`${getClientId()}-`);
}

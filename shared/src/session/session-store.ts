import { useSyncExternalStore } from 'react';
import type { LoginResponse, RefreshResponse, SessionRole, SessionUser } from '../contracts/auth';
import { LOGIN_EXPIRY_FALLBACK_MINUTES } from '../contracts/constants';
import { apiRequest } from '../api-client/request';
import { isConnectionError } from '../api-client/errors';
import { abortAllRequests, setAuthBridge } from '../api-client/state';
import { roleToSessionRole } from '../rules/roles';
import { currentServerDeviceInfo } from './device-env';
import { decodeJwt, jwtExpiry } from './jwt';
import { ENC_PREFIX, migratePlainStorage, secureStorage } from './secure-storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** admin or empleado. */
  role: SessionRole | null;
  token: string | null;
  /** Token expiry, ms since the epoch. */
  expiresAt: number | null;
  /** Why the last logout happened ('user', 'expired', 'other-tab'...), for the login page. */
  logoutReason: string | null;
}

export type LoginResult = { ok: true; user: SessionUser; role: SessionRole } | { ok: false; message: string | null; connectionError: boolean; status?: number };

/** Refresh 60 s before expiry, log out 3 s after it. */
export const REFRESH_LEAD_MS = 60_000;
export const LOGOUT_GRACE_MS = 3_000;
const EXPIRY_KEY = 'rf_session_exp';
const TOKEN = 'token';
const USER = 'user';
// setTimeout fires at once for delays above 2^31-1 ms.
const MAX_TIMER_MS = 2_147_483_647;

interface Internal {
  state: SessionState;
  listeners: Set<() => void>;
  refreshTimer: ReturnType<typeof setTimeout> | null;
  expireTimer: ReturnType<typeof setTimeout> | null;
  init: Promise<void> | null;
  refreshing: Promise<boolean> | null;
  storageListener: ((e: StorageEvent) => void) | null;
  /** Bumped by every logout, so an answer that arrives after it cannot sign the user back in. */
  generation: number;
}

const INITIAL: SessionState = { status: 'loading', user: null, role: null, token: null, expiresAt: null, logoutReason: null };

/**
 * The page's session. `@resto/shared/session` is a Module Federation singleton (one copy per page,
 * the shell's; shared/src/build/shared-subpaths.ts), so the shell and every remote read this store.
 */
const session: Internal = {
  state: INITIAL,
  listeners: new Set(),
  refreshTimer: null,
  expireTimer: null,
  init: null,
  refreshing: null,
  storageListener: null,
  generation: 0,
};

function internal(): Internal {
  return session;
}

function setState(patch: Partial<SessionState>): void {
  const s = internal();
  s.state = { ...s.state, ...patch };
  for (const l of [...s.listeners]) l();
}

/** One store per page: `getState()` and `subscribe(listener)`. */
export function getSessionStore() {
  return {
    getState: (): SessionState => internal().state,
    subscribe(listener: () => void): () => void {
      const s = internal();
      s.listeners.add(listener);
      return () => s.listeners.delete(listener);
    },
  };
}

export function useSession(): SessionState {
  const store = getSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The current bearer token (null when signed out). */
export function getToken(): string | null {
  return internal().state.token;
}

function clearTimers(): void {
  const s = internal();
  if (s.refreshTimer) clearTimeout(s.refreshTimer);
  if (s.expireTimer) clearTimeout(s.expireTimer);
  s.refreshTimer = null;
  s.expireTimer = null;
}

function schedule(expiresAt: number): void {
  clearTimers();
  const s = internal();
  const now = Date.now();
  s.refreshTimer = setTimeout(
    () => {
      s.refreshTimer = null;
      void refreshSession().then((ok) => {
        if (!ok) void logout('expired');
      });
    },
    Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - REFRESH_LEAD_MS - now)),
  );
  s.expireTimer = setTimeout(
    () => {
      s.expireTimer = null;
      void logout('expired');
    },
    Math.min(MAX_TIMER_MS, Math.max(0, expiresAt + LOGOUT_GRACE_MS - now)),
  );
}

function expiryOf(token: string, expireMinutes: number | undefined): number {
  if (typeof expireMinutes === 'number' && expireMinutes > 0) return Date.now() + expireMinutes * 60_000;
  return jwtExpiry(token) ?? Date.now() + LOGIN_EXPIRY_FALLBACK_MINUTES * 60_000;
}

/**
 * The user as the session keeps it: with the answer's `permisos`, which the login and
 * refresh answers carry beside `user` and usually inside it too. Kept with the stored user, so a
 * reload restores them.
 */
function withPermisos(data: LoginResponse | RefreshResponse): SessionUser {
  const inUser = (data.user as { permisos?: unknown }).permisos;
  const beside = (data as { permisos?: unknown }).permisos;
  if (!Array.isArray(inUser) && Array.isArray(beside)) return { ...data.user, permisos: beside as string[] };
  return data.user;
}

/** Stores and adopts a token; false when a logout happened meanwhile (then nothing is kept). */
async function establish(data: LoginResponse | RefreshResponse, generation: number): Promise<boolean> {
  if (internal().generation !== generation) return false;
  const expiresAt = expiryOf(data.token, data.expireMinutes);
  const user = withPermisos(data);
  await secureStorage.setItem(TOKEN, data.token);
  await secureStorage.setItem(USER, JSON.stringify(user));
  if (internal().generation !== generation) {
    // Logged out while writing: drop what was just written, unless a newer session owns it now.
    if (internal().state.status !== 'authenticated') clearStorage();
    return false;
  }
  localStorage.setItem(EXPIRY_KEY, String(expiresAt));
  setState({
    status: 'authenticated',
    token: data.token,
    user,
    role: roleToSessionRole(decodeJwt(data.token), data.rol ?? data.user.rol),
    expiresAt,
    logoutReason: null,
  });
  schedule(expiresAt);
  return true;
}

function clearStorage(): void {
  secureStorage.removeItem(TOKEN);
  secureStorage.removeItem(USER);
  localStorage.removeItem(EXPIRY_KEY);
}

/** Reads the stored session (decrypting it); null when there is none or it has expired. */
async function readStoredSession(): Promise<Pick<SessionState, 'token' | 'user' | 'role' | 'expiresAt'> | null> {
  const token = await secureStorage.getItem(TOKEN);
  const userText = await secureStorage.getItem(USER);
  if (!token || !userText) return null;
  let user: SessionUser;
  try {
    user = JSON.parse(userText) as SessionUser;
  } catch {
    return null;
  }
  const storedExpiry = Number(localStorage.getItem(EXPIRY_KEY));
  const expiresAt = jwtExpiry(token) ?? (storedExpiry > 0 ? storedExpiry : Date.now() + LOGIN_EXPIRY_FALLBACK_MINUTES * 60_000);
  if (expiresAt + LOGOUT_GRACE_MS <= Date.now()) return null;
  return { token, user, role: roleToSessionRole(decodeJwt(token), user.rol), expiresAt };
}

function attachStorageListener(): void {
  const s = internal();
  if (s.storageListener || typeof window === 'undefined') return;
  s.storageListener = (event: StorageEvent) => {
    // key null means another tab called localStorage.clear().
    if (event.key !== null && event.key !== ENC_PREFIX + TOKEN) return;
    if (event.newValue === null) {
      if (internal().state.status === 'authenticated') void endSession('other-tab');
      return;
    }
    // Another tab logged in or refreshed: adopt its token so both tabs keep one valid session.
    void readStoredSession().then((stored) => {
      if (!stored || stored.token === internal().state.token) return;
      setState({ status: 'authenticated', ...stored, logoutReason: null });
      schedule(stored.expiresAt!);
    });
  };
  window.addEventListener('storage', s.storageListener);
}

/**
 * Starts the session once per page: migrates plain storage, restores a stored session, wires the
 * API client's token/refresh/expiry bridge and the cross-tab logout. Safe to call many times.
 */
export function initSession(): Promise<void> {
  const s = internal();
  s.init ??= (async () => {
    setAuthBridge({
      getToken,
      refresh: refreshSession,
      onSessionExpired: () => logout('expired'),
    });
    attachStorageListener();
    try {
      await migratePlainStorage();
      const stored = await readStoredSession();
      if (stored) {
        setState({ status: 'authenticated', ...stored, logoutReason: null });
        schedule(stored.expiresAt!);
      } else {
        clearStorage();
        setState({ status: 'anonymous', token: null, user: null, role: null, expiresAt: null });
      }
    } catch (error) {
      console.error('No se pudo restaurar la sesión', error);
      setState({ status: 'anonymous', token: null, user: null, role: null, expiresAt: null });
    }
  })();
  return s.init;
}

/**
 * POST /auth/login with the trimmed e-mail and the device info (no fingerprint). On success the
 * token and user are stored encrypted and the session becomes authenticated.
 */
export async function login(email: string, password: string): Promise<LoginResult> {
  const generation = internal().generation;
  let res: Awaited<ReturnType<typeof apiRequest<LoginResponse>>>;
  try {
    res = await apiRequest<LoginResponse>('/auth/login', {
      method: 'POST',
      auth: false,
      body: { nombreUsuario: email.trim(), password, deviceInfo: currentServerDeviceInfo() },
    });
  } catch {
    // Only an abort gets here (a logout or another tab cancelled the call).
    return { ok: false, message: null, connectionError: false };
  }
  if (!res.success || !res.data?.token || !res.data.user) {
    return {
      ok: false,
      message: res.message ?? null,
      connectionError: isConnectionError(res),
      ...(res.status !== undefined ? { status: res.status } : {}),
    };
  }
  if (!(await establish(res.data, generation))) return { ok: false, message: null, connectionError: false };
  const { user, role } = internal().state;
  return { ok: true, user: user!, role: role! };
}

/**
 * POST /auth/password: the signed-in user chooses a new password. The server ends
 * every session of the user and answers with a new one, which replaces this one.
 */
export async function changePassword(passwordActual: string, passwordNueva: string): Promise<{ ok: true } | { ok: false; message: string | null }> {
  const generation = internal().generation;
  let res: Awaited<ReturnType<typeof apiRequest<LoginResponse>>>;
  try {
    res = await apiRequest<LoginResponse>('/auth/password', { method: 'POST', body: { passwordActual, passwordNueva } });
  } catch {
    return { ok: false, message: null };
  }
  if (!res.success || !res.data?.token || !res.data.user) return { ok: false, message: res.message ?? null };
  if (!(await establish(res.data, generation))) return { ok: false, message: null };
  return { ok: true };
}

/**
 * POST /auth/refresh with the current token; one call at a time for the whole page. Resolves
 * true with the new token stored, false when the server refused or could not be reached.
 */
export function refreshSession(): Promise<boolean> {
  const s = internal();
  s.refreshing ??= (async () => {
    const token = s.state.token;
    const generation = s.generation;
    if (!token) return false;
    try {
      const res = await apiRequest<RefreshResponse>('/auth/refresh', {
        method: 'POST',
        auth: false,
        headers: { Authorization: `Bearer ${token}` },
      });
      if (!res.success || !res.data?.token || !res.data.user) return false;
      // A logout that happened while the call was out wins.
      if (internal().state.token !== token) return false;
      return await establish(res.data, generation);
    } catch {
      return false;
    }
  })().finally(() => {
    s.refreshing = null;
  });
  return s.refreshing;
}

async function endSession(reason: string): Promise<void> {
  internal().generation += 1;
  clearTimers();
  abortAllRequests();
  if (reason !== 'other-tab') clearStorage();
  setState({ status: 'anonymous', token: null, user: null, role: null, expiresAt: null, logoutReason: reason });
}

/**
 * Logs out: tells the server (best effort, not awaited by the UI), cancels requests in flight,
 * clears the stored token and user and makes the store anonymous; the router then shows /login.
 */
export async function logout(reason: string = 'user'): Promise<void> {
  const token = internal().state.token;
  await endSession(reason);
  if (token) {
    apiRequest('/auth/logout', { method: 'POST', auth: false, headers: { Authorization: `Bearer ${token}` }, timeoutMs: 5_000 }).catch(() => undefined);
  }
}

/** Test/teardown helper: forgets the page's session state and listeners. */
export function resetSessionForTests(): void {
  const s = internal();
  clearTimers();
  if (s.storageListener && typeof window !== 'undefined') window.removeEventListener('storage', s.storageListener);
  s.storageListener = null;
  s.init = null;
  s.refreshing = null;
  s.generation += 1;
  s.state = INITIAL;
  setAuthBridge(null);
}

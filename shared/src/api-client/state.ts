/**
 * Page-wide state of the API client. The shell and every remote bundle their own copy of this
 * module, so anything that must be one per page (token bridge, in-flight set, single-flight
 * refresh, mutation counter) lives on globalThis.
 */
export interface AuthBridge {
  /** Current bearer token, or null when signed out. */
  getToken(): string | null;
  /** Obtains a new token; resolves true when it worked. */
  refresh(): Promise<boolean>;
  /** The session could not be saved: log out (the router then shows /login). */
  onSessionExpired(): void | Promise<void>;
}

export interface ApiClientState {
  apiBase: string;
  auth: AuthBridge | null;
  inFlight: Set<AbortController>;
  refreshing: Promise<boolean> | null;
  expiring: Promise<void> | null;
  mutation: { lastMs: number; seq: number };
}

const KEY = '__resto_api_client';

export function clientState(): ApiClientState {
  const g = globalThis as typeof globalThis & { [KEY]?: ApiClientState };
  g[KEY] ??= {
    apiBase: '',
    auth: null,
    inFlight: new Set(),
    refreshing: null,
    expiring: null,
    mutation: { lastMs: 0, seq: 0 },
  };
  return g[KEY];
}

export interface ApiClientConfig {
  /** Origin (or path prefix) the `/api` paths hang from. Default '' (same origin as the page). */
  apiBase?: string;
}

export function configureApiClient(config: ApiClientConfig): void {
  if (config.apiBase !== undefined) clientState().apiBase = config.apiBase.replace(/\/+$/, '');
}

export function getApiBase(): string {
  return clientState().apiBase;
}

/** The session registers itself here so the client can send its token and recover from a 401. */
export function setAuthBridge(bridge: AuthBridge | null): void {
  clientState().auth = bridge;
}

/** Cancels every request in flight (logout, session expiry). */
export function abortAllRequests(reason?: unknown): void {
  const { inFlight } = clientState();
  for (const controller of [...inFlight]) controller.abort(reason ?? new DOMException('Solicitud cancelada', 'AbortError'));
  inFlight.clear();
}

export function inFlightCount(): number {
  return clientState().inFlight.size;
}

/**
 * Page-wide state of the API client: token bridge, in-flight set, single-flight refresh, mutation
 * counter. `@resto/shared/api-client` is a Module Federation singleton (one copy per page, the
 * shell's), so module state is the page's.
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
  /** Sent on every request (the waiter handheld names its protocol). */
  headers: Record<string, string>;
  /** Told the code of every refusal that carries one (an outdated handheld). */
  onRefusal: ((code: string) => void) | null;
}

const state: ApiClientState = {
  apiBase: '',
  auth: null,
  inFlight: new Set(),
  refreshing: null,
  expiring: null,
  mutation: { lastMs: 0, seq: 0 },
  headers: {},
  onRefusal: null,
};

export function clientState(): ApiClientState {
  return state;
}

export interface ApiClientConfig {
  /** Origin (or path prefix) the `/api` paths hang from. Default '' (same origin as the page). */
  apiBase?: string;
  /** Headers sent on every request of this page (a request's own headers win). */
  headers?: Record<string, string>;
  /** Called with the code of every refusal that carries one. */
  onRefusal?: ((code: string) => void) | null;
}

export function configureApiClient(config: ApiClientConfig): void {
  const state = clientState();
  if (config.apiBase !== undefined) state.apiBase = config.apiBase.replace(/\/+$/, '');
  if (config.headers !== undefined) state.headers = { ...config.headers };
  if (config.onRefusal !== undefined) state.onRefusal = config.onRefusal;
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

import type { Envelope, EnvelopeParams } from '../contracts/envelope';
import { getI18n } from '../i18n';
import { CONNECTION_ERROR_MESSAGE, refusalText, SESSION_EXPIRED, TIMEOUT_MESSAGE } from './errors';
import { clientState, abortAllRequests } from './state';

/**
 * The envelope's `params` (`{ [name]: string | number }`), checked by hand: the waiter handheld
 * bundles this module, and zod (about 25 kB) must not come with it for one record check.
 */
function isEnvelopeParams(value: unknown): value is EnvelopeParams {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)));
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  /** Default 'GET'. */
  method?: HttpMethod;
  /** Sent as JSON; FormData, Blob and strings go as they are. */
  body?: unknown;
  signal?: AbortSignal;
  /** Send the bearer token and recover from 401/419 by refreshing. Default true; false for login. */
  auth?: boolean;
  /** Default 10000 ms (SPEC §9). */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Appended as a query string; null/undefined values are skipped. */
  query?: Record<string, string | number | boolean | null | undefined>;
}

/**
 * The envelope plus, on failures, the HTTP status (0 without a response) and what kind of failure
 * it was, so callers can tell "server said no" from "could not reach the server".
 */
export type ApiResult<T> = Envelope<T> & {
  status?: number;
  errorKind?: 'http' | 'network' | 'timeout';
  /** The server's X-Request-Id of a failed answer: what support searches the logs for. */
  requestId?: string;
};

export const DEFAULT_TIMEOUT_MS = 10_000;

function buildUrl(path: string, query?: ApiRequestOptions['query']): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  let url = `${clientState().apiBase}/api${normalised}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined) params.append(k, String(v));
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    // The browser must write the multipart boundary itself.
    headers.delete('Content-Type');
    return body;
  }
  if (typeof Blob !== 'undefined' && body instanceof Blob) return body;
  if (typeof body === 'string') return body;
  return JSON.stringify(body);
}

async function readEnvelope<T>(response: Response): Promise<ApiResult<T>> {
  const text = response.status === 204 ? '' : await response.text();
  if (!response.ok) {
    let message: string | undefined;
    let data: T | undefined;
    let code: string | undefined;
    let params: EnvelopeParams | undefined;
    try {
      const json = JSON.parse(text) as { message?: unknown; data?: T; code?: unknown; params?: unknown };
      if (typeof json?.message === 'string' && json.message.trim() !== '') message = json.message;
      data = json?.data;
      if (typeof json?.code === 'string' && json.code !== '') code = json.code;
      if (isEnvelopeParams(json?.params)) params = json.params;
    } catch {
      // Not JSON: the status line is all we have.
    }
    const requestId = response.headers.get('x-request-id') ?? undefined;
    // The refusal in the user's language; the server's (Spanish) message when the code is unknown.
    const shown = refusalText({ code, params, message }) ?? `Error ${response.status}: ${response.statusText}`;
    return {
      success: false,
      // A server failure says its request id, so a cashier can read it to support (issue 20).
      message: requestId && response.status >= 500 ? `${shown} ${getI18n().t('apiError.referencia', { id: requestId })}` : shown,
      status: response.status,
      errorKind: 'http',
      ...(requestId !== undefined ? { requestId } : {}),
      ...(code !== undefined ? { code } : {}),
      ...(params !== undefined ? { params } : {}),
      ...(data !== undefined ? { data } : {}),
    };
  }
  if (text.trim() === '') return { success: true };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { success: true, message: text };
  }
  if (json !== null && typeof json === 'object' && !Array.isArray(json) && 'success' in json) {
    return json as ApiResult<T>;
  }
  return { success: true, data: json as T };
}

interface Attempt<T> {
  result: ApiResult<T>;
  /** HTTP status of the response, 0 when none came back. */
  status: number;
}

async function attempt<T>(path: string, options: ApiRequestOptions): Promise<Attempt<T>> {
  const state = clientState();
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  for (const [k, v] of Object.entries(options.headers ?? {})) headers.set(k, v);
  if (options.auth !== false) {
    const token = state.auth?.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  const body = encodeBody(options.body, headers);

  const controller = new AbortController();
  const timeoutReason = new DOMException(TIMEOUT_MESSAGE, 'TimeoutError');
  const timer = setTimeout(() => controller.abort(timeoutReason), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const callerSignal = options.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  state.inFlight.add(controller);

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      ...(body !== undefined ? { body } : {}),
      signal: controller.signal,
    });
    return { result: await readEnvelope<T>(response), status: response.status };
  } catch (error) {
    if (controller.signal.aborted) {
      const reason: unknown = controller.signal.reason;
      if (reason === timeoutReason) {
        return { result: { success: false, message: TIMEOUT_MESSAGE, status: 0, errorKind: 'timeout' }, status: 0 };
      }
      // Cancelled by the caller or by logout: surface it so nothing treats it as a server answer.
      throw reason ?? error;
    }
    const message = error instanceof Error && error.message ? error.message : CONNECTION_ERROR_MESSAGE;
    return { result: { success: false, message, status: 0, errorKind: 'network' }, status: 0 };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
    state.inFlight.delete(controller);
  }
}

/** One refresh for every request that hit a 401 at the same time. */
function refreshOnce(): Promise<boolean> {
  const state = clientState();
  const bridge = state.auth;
  if (!bridge) return Promise.resolve(false);
  state.refreshing ??= bridge
    .refresh()
    .catch(() => false)
    .finally(() => {
      state.refreshing = null;
    });
  return state.refreshing;
}

function expireSession(): Promise<void> {
  const state = clientState();
  state.expiring ??= (async () => {
    abortAllRequests(new Error(SESSION_EXPIRED));
    try {
      await state.auth?.onSessionExpired();
    } finally {
      state.expiring = null;
    }
  })();
  return state.expiring;
}

const isAuthFailure = (status: number) => status === 401 || status === 419;

/**
 * Calls `${apiBase}/api${path}` and returns the envelope (SPEC §7). Never throws for HTTP or
 * network failures (they come back as `success: false` with `status` and `errorKind`); it throws
 * `Error('SESSION_EXPIRED')` when a 401/419 survives one refresh (after logging out), and rethrows
 * the abort reason when the caller's signal or a logout cancelled the request.
 */
export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
  const first = await attempt<T>(path, options);
  if (options.auth === false || !isAuthFailure(first.status)) return first.result;

  if (await refreshOnce()) {
    const retry = await attempt<T>(path, options);
    if (!isAuthFailure(retry.status)) return retry.result;
  }
  await expireSession();
  throw new Error(SESSION_EXPIRED);
}

type NoBody = Omit<ApiRequestOptions, 'method' | 'body'>;
type WithBody = Omit<ApiRequestOptions, 'method'>;

export const api = {
  get: <T = unknown>(path: string, options?: NoBody) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: NoBody) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: NoBody) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: NoBody) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  del: <T = unknown>(path: string, options?: WithBody) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

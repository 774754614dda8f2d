import { CHAT_KEEPALIVE } from '../contracts/constants';
import type { Envelope, EnvelopeParams } from '../contracts/envelope';
import { getI18n } from '../i18n';
import { CONNECTION_ERROR_MESSAGE, refusalText, SESSION_EXPIRED, TIMEOUT_MESSAGE } from './errors';
import { markServerReachable, markServerUnreachable, serverReachability, setReachabilityProbe } from './reachability';
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
  /** Default 10000 ms. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Appended as a query string; null/undefined values are skipped. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /**
   * Reads a successful plain-text answer as it streams (the assistant): each piece of text as it
   * arrives, and the result is `success: true` once the stream ends. `timeoutMs` then counts to
   * the answer's first byte only. Refusals still come back as their envelope. The server's
   * keep-alive (`CHAT_KEEPALIVE`, sent while a provider is silent) is removed here: `onText`
   * never sees it, and a piece that was only keep-alive is not passed on.
   */
  onText?: (text: string) => void;
}

/**
 * The envelope plus, on failures, the HTTP status (0 without a response) and what kind of failure
 * it was, so callers can tell "server said no" from "could not reach the server".
 */
export type ApiResult<T> = Envelope<T> & {
  status?: number;
  errorKind?: 'http' | 'network' | 'timeout';
  /** A 502/503/504 that is not the api's envelope: a proxy answering for an api that is down. */
  gateway?: true;
  /** The server's X-Request-Id of a failed answer: what support searches the logs for. */
  requestId?: string;
};

export const DEFAULT_TIMEOUT_MS = 10_000;

/** A streamed text without the server's keep-alive characters. */
function withoutKeepAlive(text: string): string {
  return text.includes(CHAT_KEEPALIVE) ? text.split(CHAT_KEEPALIVE).join('') : text;
}

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

const GATEWAY_STATUSES = new Set([502, 503, 504]);

async function readEnvelope<T>(response: Response): Promise<ApiResult<T>> {
  const text = response.status === 204 ? '' : await response.text();
  if (!response.ok) {
    let message: string | undefined;
    let data: T | undefined;
    let code: string | undefined;
    let params: EnvelopeParams | undefined;
    let bodyRequestId: string | undefined;
    try {
      const json = JSON.parse(text) as { message?: unknown; data?: T; code?: unknown; params?: unknown; requestId?: unknown };
      if (typeof json?.message === 'string' && json.message.trim() !== '') message = json.message;
      data = json?.data;
      if (typeof json?.code === 'string' && json.code !== '') code = json.code;
      if (isEnvelopeParams(json?.params)) params = json.params;
      if (typeof json?.requestId === 'string' && json.requestId !== '') bodyRequestId = json.requestId;
    } catch {
      // Not JSON: the status line is all we have.
    }
    const requestId = response.headers.get('x-request-id') ?? bodyRequestId;
    // The refusal in the user's language; the server's (Spanish) message when the code is unknown.
    const shown = refusalText({ code, params, message }) ?? `Error ${response.status}: ${response.statusText}`;
    return {
      success: false,
      // A server failure says its request id, so a cashier can read it to support.
      message: requestId && response.status >= 500 ? `${shown} ${getI18n().t('apiError.referencia', { id: requestId })}` : shown,
      status: response.status,
      errorKind: 'http',
      ...(requestId !== undefined ? { requestId } : {}),
      ...(message === undefined && code === undefined && GATEWAY_STATUSES.has(response.status) ? { gateway: true as const } : {}),
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
  const headers = new Headers({ Accept: options.onText ? 'text/plain, application/json' : 'application/json', 'Content-Type': 'application/json', ...state.headers });
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
    if (options.onText && response.ok && response.body && (response.headers.get('content-type') ?? '').startsWith('text/plain')) {
      clearTimeout(timer);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        // Decoded with `stream: true` first, so a keep-alive split across two reads is whole here.
        const text = withoutKeepAlive(decoder.decode(value, { stream: true }));
        if (text) options.onText(text);
      }
      return { result: { success: true }, status: response.status };
    }
    const result = await readEnvelope<T>(response);
    if (!result.success && result.gateway) markServerUnreachable();
    else markServerReachable();
    if (!result.success && result.code && state.onRefusal) state.onRefusal(result.code);
    return { result, status: response.status };
  } catch (error) {
    if (controller.signal.aborted) {
      const reason: unknown = controller.signal.reason;
      if (reason === timeoutReason) {
        markServerUnreachable();
        return { result: { success: false, message: TIMEOUT_MESSAGE, status: 0, errorKind: 'timeout' }, status: 0 };
      }
      // Cancelled by the caller or by logout: surface it so nothing treats it as a server answer.
      throw reason ?? error;
    }
    markServerUnreachable();
    const message = error instanceof Error && error.message ? error.message : CONNECTION_ERROR_MESSAGE;
    return { result: { success: false, message, status: 0, errorKind: 'network' }, status: 0 };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
    state.inFlight.delete(controller);
  }
}

// While the server is unreachable its health call says when it is back (any answer will do).
setReachabilityProbe(async () => {
  await attempt('/health', { auth: false, timeoutMs: 4000 }).catch(() => undefined);
  return serverReachability.isReachable();
});

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
 * Calls `${apiBase}/api${path}` and returns the envelope. Never throws for HTTP or
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

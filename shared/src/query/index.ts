import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiResult } from '../api-client/request';
import { isConnectionError } from '../api-client/errors';

/**
 * The desktop's data-fetching layer (TanStack Query): one QueryClient per app (the shell's, or a
 * remote's own when it runs alone), shared as a Module Federation singleton so every remote reads
 * and invalidates the same cache. Fetchers keep answering `ApiResult` envelopes; `unwrap` turns a
 * refusal into an `ApiQueryError` the query reports.
 */

/** A failed read: the server's message (or the client's connection text) and whether the server could not be reached. */
export class ApiQueryError extends Error {
  readonly connection: boolean;
  readonly status: number | undefined;
  constructor(message: string, connection: boolean, status?: number) {
    super(message);
    this.name = 'ApiQueryError';
    this.connection = connection;
    this.status = status;
  }
}

/** The data of a successful envelope; throws an `ApiQueryError` for a refusal or a connection failure. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.success) return result.data as T;
  throw new ApiQueryError(result.message ?? '', isConnectionError(result), result.status);
}

/** A query function from an envelope fetcher: `queryFn: fromApi((signal) => getX(id, signal))`. */
export function fromApi<T>(fetcher: (signal: AbortSignal) => Promise<ApiResult<T>>) {
  return async ({ signal }: { signal: AbortSignal }): Promise<T> => unwrap(await fetcher(signal));
}

export interface QueryFailure {
  /** The failure's message ('' when the server gave none: show the screen's fallback), or null. */
  error: string | null;
  /** The server could not be reached: show the retry screen. */
  connectionError: boolean;
}

/** What a screen shows of a query's error. */
export function queryFailure(error: unknown): QueryFailure {
  if (error === null || error === undefined) return { error: null, connectionError: false };
  if (error instanceof ApiQueryError) return { error: error.message, connectionError: error.connection };
  const message = error instanceof Error ? error.message : String(error);
  return { error: message, connectionError: true };
}

/**
 * The app's QueryClient. Reads are not retried behind the user's back (a refusal is shown at once
 * and a connection failure gets the Retry screen), nor re-read on window focus: realtime
 * events and mutations invalidate what they change. Nothing waits for the browser to say it is
 * online (`networkMode: 'always'`): a read or a save made offline fails at once with the
 * connection failure, instead of staying paused ('Cargando...' or a spinning button) for ever.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export type { QueryKey };

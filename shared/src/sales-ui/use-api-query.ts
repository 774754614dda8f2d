import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ApiResult } from '../api-client/request';
import { isAbortError, isConnectionError, isSessionExpiredError } from '../api-client/errors';

export interface ApiQuery<T> {
  data: T | undefined;
  /** A request is in flight (the previous data stays until the answer comes). */
  loading: boolean;
  /** The last failure's message (the server's, or the client's connection text). */
  error: string | null;
  /** The last failure means the server could not be reached (SPEC §8): show the retry screen. */
  connectionError: boolean;
  /** Asks again (after a retry click or a realtime event). */
  reload: () => void;
  setData: Dispatch<SetStateAction<T | undefined>>;
}

export interface ApiQueryOptions {
  /** Skip the request while false. Default true. */
  enabled?: boolean;
}

/**
 * Reads one API resource for a component. `key` names what is asked for (path plus params): a
 * new key cancels the request in flight and asks again. The fetcher may change every render;
 * the one current when the key changes is used.
 */
export function useApiQuery<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<ApiResult<T>>,
  options: ApiQueryOptions = {},
): ApiQuery<T> {
  const enabled = options.enabled ?? true;
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(enabled);
  const [failure, setFailure] = useState<{ message: string; connection: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    fetcherRef.current(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.success) {
          setData(result.data);
          setFailure(null);
        } else {
          setFailure({ message: result.message ?? '', connection: isConnectionError(result) });
        }
        setLoading(false);
      },
      (error: unknown) => {
        // Cancelled by a newer request or by logout (which also navigates away): nothing to show.
        if (controller.signal.aborted || isAbortError(error) || isSessionExpiredError(error)) return;
        setFailure({ message: error instanceof Error ? error.message : String(error), connection: true });
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, attempt, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error: failure?.message ?? null, connectionError: failure?.connection ?? false, reload, setData };
}

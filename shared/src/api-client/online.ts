import { useSyncExternalStore } from 'react';

interface OnlineState {
  online: boolean;
  listeners: Set<() => void>;
  retries: Set<() => void>;
  attached: boolean;
}

let online: OnlineState | null = null;

function state(): OnlineState {
  online ??= {
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    listeners: new Set(),
    retries: new Set(),
    attached: false,
  };
  const s = online;
  if (!s.attached && typeof window !== 'undefined') {
    s.attached = true;
    const update = (online: boolean) => {
      if (s.online === online) return;
      s.online = online;
      for (const l of [...s.listeners]) l();
    };
    window.addEventListener('online', () => update(true));
    window.addEventListener('offline', () => update(false));
  }
  return s;
}

/** navigator.onLine as a store: `getState()` and `subscribe(listener)`. */
export const onlineStore = {
  getState: (): boolean => state().online,
  subscribe(listener: () => void): () => void {
    const s = state();
    s.listeners.add(listener);
    return () => s.listeners.delete(listener);
  },
};

export function useOnline(): boolean {
  return useSyncExternalStore(onlineStore.subscribe, onlineStore.getState, () => true);
}

/**
 * Registers something to retry when the connection comes back (the OfflineBanner runs them 1 s
 * after the browser is online again). Returns the unregister function.
 */
export function onBackOnline(retry: () => void): () => void {
  const s = state();
  s.retries.add(retry);
  return () => s.retries.delete(retry);
}

export function runBackOnlineRetries(): void {
  for (const retry of [...state().retries]) {
    try {
      retry();
    } catch (error) {
      console.error('Reintento al volver la conexión falló', error);
    }
  }
}

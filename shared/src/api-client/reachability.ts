import { useSyncExternalStore } from 'react';

/** While the server cannot be reached, how often the client asks /api/health whether it is back. */
export const REACHABILITY_PROBE_MS = 5000;

interface ReachabilityState {
  reachable: boolean;
  listeners: Set<() => void>;
  probe: ReturnType<typeof setTimeout> | undefined;
  prober: (() => Promise<boolean>) | null;
}

const state: ReachabilityState = { reachable: true, listeners: new Set(), probe: undefined, prober: null };

function set(reachable: boolean): void {
  if (state.reachable === reachable) return;
  state.reachable = reachable;
  for (const listener of [...state.listeners]) listener();
}

/** Probes only while something shows the state (the header's badge), so nothing polls unseen. */
function scheduleProbe(): void {
  if (state.probe !== undefined || !state.prober || state.listeners.size === 0) return;
  state.probe = setTimeout(() => {
    state.probe = undefined;
    const prober = state.prober;
    if (state.reachable || !prober) return;
    void prober().then(
      (ok) => (ok ? markServerReachable() : scheduleProbe()),
      () => scheduleProbe(),
    );
  }, REACHABILITY_PROBE_MS);
}

/**
 * Whether the api answers, as the page last saw it: a request that got no answer (failed fetch,
 * time-out, a proxy's 502/503/504) marks it unreachable at once, any answer marks it reachable.
 * The realtime hub's keep-alive needs up to a minute to notice a stopped server; a failed request
 * needs one request. While unreachable, /api/health is asked every few seconds so the state comes
 * back by itself.
 */
export const serverReachability = {
  isReachable: (): boolean => state.reachable,
  subscribe(listener: () => void): () => void {
    state.listeners.add(listener);
    if (!state.reachable) scheduleProbe();
    return () => {
      state.listeners.delete(listener);
      if (state.listeners.size === 0) {
        clearTimeout(state.probe);
        state.probe = undefined;
      }
    };
  },
};

export function markServerUnreachable(): void {
  set(false);
  scheduleProbe();
}

export function markServerReachable(): void {
  clearTimeout(state.probe);
  state.probe = undefined;
  set(true);
}

let checking: Promise<boolean> | null = null;

/** Asks the server now (a load that takes long: is it slow, or gone?); resolves whether it answered. */
export function checkServerReachable(): Promise<boolean> {
  const prober = state.prober;
  if (!prober) return Promise.resolve(state.reachable);
  checking ??= prober()
    .catch(() => false)
    .finally(() => {
      checking = null;
    });
  return checking;
}

/** How the client asks whether the server is back (the api client registers its health call). */
export function setReachabilityProbe(prober: (() => Promise<boolean>) | null): void {
  state.prober = prober;
}

export function useServerReachable(): boolean {
  return useSyncExternalStore(serverReachability.subscribe, serverReachability.isReachable, () => true);
}

/** Tests: reachable, no probe pending. */
export function resetServerReachability(): void {
  clearTimeout(state.probe);
  state.probe = undefined;
  state.reachable = true;
}

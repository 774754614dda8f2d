/**
 * A stand-in for the realtime bus in screen tests: what a screen subscribes to through
 * `getRealtimeBus()`, fed by the test's `emit('<hub>:<event>', payload)` as the hub would send it
 * (`emit('<hub>:reconnected')` for a reconnection). It imports nothing, so a test can build it in
 * `vi.hoisted` before `vi.mock('@resto/shared/bus', …)` replaces the real bus with it.
 */
export function fakeRealtimeHub() {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const feed = (key: string) => ({
    subscribe(next: (value: unknown) => void) {
      const set = listeners.get(key) ?? new Set();
      set.add(next);
      listeners.set(key, set);
      return { unsubscribe: () => void set.delete(next) };
    },
  });
  return {
    bus: { on$: (h: string, target: string) => feed(`${h}:${target}`), reconnected$: (h: string) => feed(`${h}:reconnected`) },
    emit: (key: string, value?: unknown) => [...(listeners.get(key) ?? [])].forEach((l) => l(value)),
  };
}

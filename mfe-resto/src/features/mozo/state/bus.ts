import type { RealtimeBus } from '@resto/shared/bus';

let loading: Promise<RealtimeBus> | null = null;
let announce: (bus: RealtimeBus) => void = () => {};
const loaded = new Promise<RealtimeBus>((resolve) => {
  announce = resolve;
});

/**
 * The realtime bus (SignalR and RxJS, ~20 kB gzip) is fetched after the first screen: the table
 * list is usable from its first GET, and live updates join a moment later.
 */
export function loadBus(): Promise<RealtimeBus> {
  loading ??= import('@resto/shared/bus').then((m) => {
    const bus = m.getRealtimeBus();
    announce(bus);
    return bus;
  });
  return loading;
}

/** Resolves once something else loaded the bus; never triggers the download itself. */
export function whenBusLoaded(): Promise<RealtimeBus> {
  return loaded;
}

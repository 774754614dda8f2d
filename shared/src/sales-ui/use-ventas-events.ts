import { useEffect, useEffectEvent } from 'react';
import type { VentasHubEventName, VentasHubEvents } from '../contracts';
import { getRealtimeBus } from '../bus';

/** An event of the /ws/ventas hub, or `null` when the connection was (re)established. */
export type VentasHubSignal = { [K in VentasHubEventName]: { name: K; event: VentasHubEvents[K] } }[VentasHubEventName] | null;

/**
 * Calls `handler` for each listed /ws/ventas event, and with `null` each time the hub connection
 * is (re)established: events sent while it was down are lost, so that is the moment to reload.
 */
export function useVentasEvents(names: readonly VentasHubEventName[], handler: (signal: VentasHubSignal) => void): void {
  // The latest handler hears each event, without subscribing again on every render.
  const onSignal = useEffectEvent((signal: VentasHubSignal) => handler(signal));
  const key = names.join(',');

  useEffect(() => {
    const bus = getRealtimeBus();
    const events = key.split(',').filter(Boolean) as VentasHubEventName[];
    const subscriptions = [
      ...events.map((name) => bus.on$<VentasHubEvents[typeof name]>('ventas', name).subscribe((event) => onSignal({ name, event } as VentasHubSignal))),
      bus.reconnected$('ventas').subscribe(() => onSignal(null)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [key]);
}

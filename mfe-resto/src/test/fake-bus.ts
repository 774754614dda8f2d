import type { MesaClosedEvent, MesaOpenedEvent, PedidoConfirmedEvent, ProductoRemovedEvent } from '@resto/shared/contracts';
import type { DraftsBus, Feed } from '../features/drafts';

/** A hub event stream the test pushes into: it stands for what the /ws/mesas hub sends. */
export function hubFeed<T>(): Feed<T> & { next(value: T): void } {
  const listeners = new Set<(value: T) => void>();
  return {
    next(value) {
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
  };
}

/** The realtime network boundary of the tables screens: each hub event as a stream the test drives. */
export function fakeMesasBus() {
  const hub = {
    mesaOpened: hubFeed<MesaOpenedEvent>(),
    pedidoConfirmed: hubFeed<PedidoConfirmedEvent>(),
    productoRemoved: hubFeed<ProductoRemovedEvent>(),
    mesaClosed: hubFeed<MesaClosedEvent>(),
    reconnected: hubFeed<void>(),
  };
  const bus: DraftsBus = {
    mesaOpened$: hub.mesaOpened,
    pedidoConfirmed$: hub.pedidoConfirmed,
    productoRemoved$: hub.productoRemoved,
    mesaClosed$: hub.mesaClosed,
    reconnected$: () => hub.reconnected,
  };
  return { hub, bus };
}

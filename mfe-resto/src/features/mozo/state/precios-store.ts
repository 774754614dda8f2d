import { api } from '@resto/shared/api-client';
import type { RealtimeBus } from '@resto/shared/bus';
import type { LISTAS_PRECIOS_CHANGED_EVENT, ListasPreciosChangedEvent, PreciosVigentes, ProductoVenta } from '@resto/shared/contracts';
import { createStore, useStore } from './store';

/** The event's name, written here: a value import of the contracts would put zod in the handheld's first script. */
const PRICES_CHANGED: typeof LISTAS_PRECIOS_CHANGED_EVENT = 'ListasPreciosChanged';

/** A product's price list price at the tables now, with the list's name. */
export interface PrecioLista {
  precio: number;
  lista: string;
}

/** The products a price list prices now for the tables (`salon`), by id; the others sell at their own price. */
export const preciosStore = createStore<ReadonlyMap<number, PrecioLista>>(new Map());
let reading: Promise<void> | null = null;
let again = false;

/** GET /listas-precios/vigentes?canal=salon; a read asked for while one runs runs once more after it. */
export function loadPrecios(): Promise<void> {
  if (reading) {
    again = true;
    return reading;
  }
  reading = (async () => {
    try {
      const res = await api.get<PreciosVigentes>('/listas-precios/vigentes', { query: { canal: 'salon' } });
      if (res.success && res.data) preciosStore.set(new Map(res.data.items.map((i) => [i.productoId, { precio: i.precio, lista: i.lista }])));
    } catch {
      // Offline or signed out: the prices shown stay as they were; the api prices each add anyway.
    } finally {
      reading = null;
      if (again) {
        again = false;
        void loadPrecios();
      }
    }
  })();
  return reading;
}

/** Reads the prices again when a window opens or closes or a list changes (ListasPreciosChanged) and after a reconnection. */
export function connectPrecios(bus: RealtimeBus): () => void {
  const subscriptions = [
    bus.on$<ListasPreciosChangedEvent>('mesas', PRICES_CHANGED).subscribe((e) => {
      if (e.canales.includes('salon')) void loadPrecios();
    }),
    bus.reconnected$('mesas').subscribe(() => void loadPrecios()),
  ];
  return () => subscriptions.forEach((s) => s.unsubscribe());
}

/** The product as the tables sell it now: at its list's price (and `listaPrecio`, the list's name) when one applies. */
export function withListPrice(p: ProductoVenta, precios: ReadonlyMap<number, PrecioLista> = preciosStore.get()): ProductoVenta & { listaPrecio?: string } {
  const vigente = precios.get(p.id);
  return vigente ? { ...p, precio: vigente.precio, listaPrecio: vigente.lista } : p;
}

/** `withListPrice` that renders again when the prices change. */
export function useListPrice(): (p: ProductoVenta) => ProductoVenta & { listaPrecio?: string } {
  const precios = useStore(preciosStore);
  return (p) => withListPrice(p, precios);
}

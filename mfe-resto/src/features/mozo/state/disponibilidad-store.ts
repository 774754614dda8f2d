import { api } from '@resto/shared/api-client';
import type { RealtimeBus } from '@resto/shared/bus';
import type { PRODUCTOS_DISPONIBILIDAD_EVENT, ProductoDisponibilidad, ProductosNoDisponibles } from '@resto/shared/contracts';
import { readJson, writeJson } from './storage';
import { createStore, useStore } from './store';

/** The event's name, written here: a value import of the contracts would put zod in the handheld's first script. */
const DISPONIBILIDAD_CHANGED: typeof PRODUCTOS_DISPONIBILIDAD_EVENT = 'ProductosDisponibilidadChanged';

/** The products that cannot be sold now (sold out by hand, or short of an ingredient), by id. */
export const disponibilidadStore = createStore<ReadonlyMap<number, ProductoDisponibilidad>>(new Map());
let savedUnder: string | null = null;
let reading: Promise<void> | null = null;
let again = false;

/**
 * GET /productos/disponibilidad, kept on the phone under `key`: an offline reload shows the last
 * list read. A read asked for while one runs runs once more after it.
 */
export function loadDisponibilidad(key?: string): Promise<void> {
  if (key !== undefined && key !== savedUnder) {
    savedUnder = key;
    const saved = readJson<ProductosNoDisponibles | null>(key, null);
    if (Array.isArray(saved)) disponibilidadStore.set(new Map(saved.map((d) => [d.productoId, d])));
  }
  if (reading) {
    again = true;
    return reading;
  }
  reading = (async () => {
    try {
      const res = await api.get<ProductosNoDisponibles>('/productos/disponibilidad');
      if (res.success && Array.isArray(res.data)) {
        disponibilidadStore.set(new Map(res.data.map((d) => [d.productoId, d])));
        if (savedUnder) writeJson(savedUnder, res.data);
      }
    } catch {
      // Offline or signed out: the list shown stays the last one read; the api refuses an add anyway.
    } finally {
      reading = null;
      if (again) {
        again = false;
        void loadDisponibilidad();
      }
    }
  })();
  return reading;
}

/** Reads the list again when products become unavailable or available (ProductosDisponibilidadChanged) and after a reconnection. */
export function connectDisponibilidad(bus: RealtimeBus): () => void {
  const subscriptions = [
    bus.on$<unknown>('mesas', DISPONIBILIDAD_CHANGED).subscribe(() => void loadDisponibilidad()),
    bus.reconnected$('mesas').subscribe(() => void loadDisponibilidad()),
  ];
  return () => subscriptions.forEach((s) => s.unsubscribe());
}

/** Why a product cannot be added now, or undefined when it can (outside React). */
export function noDisponible(productoId: number): ProductoDisponibilidad | undefined {
  return disponibilidadStore.get().get(productoId);
}

/** `noDisponible` that renders again when the list changes. */
export function useNoDisponible(): (productoId: number) => ProductoDisponibilidad | undefined {
  const list = useStore(disponibilidadStore);
  return (productoId) => list.get(productoId);
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { api } from '../api-client';
import { getRealtimeBus } from '../bus';
import { PRODUCTOS_DISPONIBILIDAD_EVENT, type HubName, type ProductoDisponibilidad, type ProductosNoDisponibles } from '../contracts';
import { fromApi } from '../query';

/*
 * The desks' read of what cannot be sold now ('86'): the comanda, the orders' forms, the counter
 * and the combo dialogs share one query and follow ProductosDisponibilidadChanged on their hub.
 */

/** What the availability needs of the realtime bus (`RealtimeBus` gives it; tests pass a fake). */
export interface DisponibilidadBus {
  on$<T>(hub: HubName, target: string): { subscribe(next: (value: T) => void): { unsubscribe(): void } };
  reconnected$(hub: HubName): { subscribe(next: () => void): { unsubscribe(): void } };
}

/** The same key as every screen's read of the products that cannot be sold now. */
export const disponibilidadKey = ['productos', 'disponibilidad'] as const;

/** GET /productos/disponibilidad: the venue's products that cannot be sold now, and why. */
export function getNoDisponibles(signal?: AbortSignal) {
  return api.get<ProductosNoDisponibles>('/productos/disponibilidad', signal ? { signal } : {});
}

/**
 * Why a product cannot be sold now (sold out by hand, or an ingredient one portion needs is not on
 * hand), undefined when it can. Read again on ProductosDisponibilidadChanged on `hub` and after a
 * reconnection; without the read (an older api, or offline) every product stays addable and the
 * api refuses the add itself.
 */
export function useNoDisponible(hub: HubName, bus?: DisponibilidadBus): (productoId: number) => ProductoDisponibilidad | undefined {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: disponibilidadKey, queryFn: fromApi(getNoDisponibles), retry: false });
  useEffect(() => {
    const b: DisponibilidadBus = bus ?? getRealtimeBus();
    // Several parts of one page listen; the first starts the read and the others join it.
    const reload = () => void client.invalidateQueries({ queryKey: disponibilidadKey }, { cancelRefetch: false });
    const subs = [b.on$<unknown>(hub, PRODUCTOS_DISPONIBILIDAD_EVENT).subscribe(reload), b.reconnected$(hub).subscribe(reload)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [hub, bus, client]);
  const byId = useMemo(() => new Map((data ?? []).map((d) => [d.productoId, d])), [data]);
  return useCallback((productoId: number) => byId.get(productoId), [byId]);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why a product cannot be sold now as the screens say it ('Agotado', 'Sin stock: Muzzarella'), or null when it can. */
export function motivoNoDisponible(d: Pick<ProductoDisponibilidad, 'disponible' | 'insumoFaltante'> | undefined, t: Translate): string | null {
  if (d && !d.disponible) return t('salesUi.disponibilidad.agotado');
  return d?.insumoFaltante ? t('salesUi.disponibilidad.sinInsumo', { insumo: d.insumoFaltante }) : null;
}

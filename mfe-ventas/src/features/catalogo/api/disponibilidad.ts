import { api } from '@resto/shared/api-client';
import { getRealtimeBus } from '@resto/shared/bus';
import { PRODUCTOS_DISPONIBILIDAD_EVENT, type ProductoDisponibilidad, type ProductosNoDisponibles } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';

/** The same key as the other screens' reads of the products that cannot be sold now. */
export const disponibilidadKey = ['productos', 'disponibilidad'] as const;

/** GET /productos/disponibilidad: the venue's products that cannot be sold now, and why. */
export function getNoDisponibles(signal?: AbortSignal) {
  return api.get<ProductosNoDisponibles>('/productos/disponibilidad', signal ? { signal } : {});
}

/**
 * Why a product cannot be sold now (sold out by hand, or an ingredient one portion needs is not on
 * hand), undefined when it can. Read again on ProductosDisponibilidadChanged (/ws/ventas) and after
 * a reconnection; without the read (an older api) every product stays addable and the api refuses
 * the sale itself.
 */
export function useNoDisponible(): (productoId: number) => ProductoDisponibilidad | undefined {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: disponibilidadKey, queryFn: fromApi(getNoDisponibles), retry: false });
  useEffect(() => {
    const bus = getRealtimeBus();
    // Several parts of one page listen; the first starts the read and the others join it.
    const reload = () => void client.invalidateQueries({ queryKey: disponibilidadKey }, { cancelRefetch: false });
    const subs = [bus.on$<unknown>('ventas', PRODUCTOS_DISPONIBILIDAD_EVENT).subscribe(reload), bus.reconnected$('ventas').subscribe(reload)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [client]);
  const byId = useMemo(() => new Map((data ?? []).map((d) => [d.productoId, d])), [data]);
  return useCallback((productoId: number) => byId.get(productoId), [byId]);
}

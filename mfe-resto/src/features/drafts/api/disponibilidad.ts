import { api, newClientMutationId } from '@resto/shared/api-client';
import { getRealtimeBus } from '@resto/shared/bus';
import { PRODUCTOS_DISPONIBILIDAD_EVENT, type ProductoDisponibilidad, type ProductosNoDisponibles } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';

/** What the products' availability needs of the realtime bus (`RealtimeBus` gives it). */
export interface DisponibilidadBus {
  on$<T>(hub: 'mesas', target: string): { subscribe(next: (value: T) => void): { unsubscribe(): void } };
  reconnected$(hub: 'mesas'): { subscribe(next: () => void): { unsubscribe(): void } };
}

/** The same key as the other screens' reads of the products that cannot be sold now. */
export const disponibilidadKey = ['productos', 'disponibilidad'] as const;

/** GET /productos/disponibilidad: the venue's products that cannot be sold now, and why. */
export function getNoDisponibles(signal?: AbortSignal) {
  return api.get<ProductosNoDisponibles>('/productos/disponibilidad', signal ? { signal } : {});
}

/** PATCH /productos/{id}/disponibilidad: sold out by hand (`false`), or back on sale. */
export function setDisponible(productoId: number, disponible: boolean) {
  return api.patch<unknown>(`/productos/${productoId}/disponibilidad`, { disponible, clientMutationId: newClientMutationId() });
}

/**
 * Why a product cannot be added now (sold out by hand, or an ingredient one portion needs is not on
 * hand), undefined when it can. Read again on ProductosDisponibilidadChanged (/ws/mesas) and after a
 * reconnection; without the read (an older api, or offline) every product stays addable and the
 * api refuses the add itself.
 */
export function useNoDisponible(bus?: DisponibilidadBus): (productoId: number) => ProductoDisponibilidad | undefined {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: disponibilidadKey, queryFn: fromApi(getNoDisponibles), retry: false });
  useEffect(() => {
    const b: DisponibilidadBus = bus ?? getRealtimeBus();
    // Several pickers of one page listen; the first starts the read and the others join it.
    const reload = () => void client.invalidateQueries({ queryKey: disponibilidadKey }, { cancelRefetch: false });
    const subs = [b.on$<unknown>('mesas', PRODUCTOS_DISPONIBILIDAD_EVENT).subscribe(reload), b.reconnected$('mesas').subscribe(reload)];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [bus, client]);
  const byId = useMemo(() => new Map((data ?? []).map((d) => [d.productoId, d])), [data]);
  return useCallback((productoId: number) => byId.get(productoId), [byId]);
}

/** Marks a product sold out or available again, then reads the list again (the hub tells the other screens). */
export function useToggleDisponible(): (productoId: number, disponible: boolean) => Promise<{ success: boolean; message?: string | undefined }> {
  const client = useQueryClient();
  return useCallback(
    async (productoId: number, disponible: boolean) => {
      const result = await setDisponible(productoId, disponible);
      if (result.success) await client.invalidateQueries({ queryKey: disponibilidadKey });
      return { success: result.success, message: result.message };
    },
    [client],
  );
}

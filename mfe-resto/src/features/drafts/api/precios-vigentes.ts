import { getRealtimeBus } from '@resto/shared/bus';
import { api } from '@resto/shared/api-client';
import { LISTAS_PRECIOS_CHANGED_EVENT, type ListasPreciosChangedEvent, type PreciosVigentes, type ProductoVenta } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';

/** What the tables' prices need of the realtime bus (`RealtimeBus` gives it). */
export interface PreciosBus {
  on$<T>(hub: 'mesas', target: string): { subscribe(next: (value: T) => void): { unsubscribe(): void } };
  reconnected$(hub: 'mesas'): { subscribe(next: () => void): { unsubscribe(): void } };
}

/** The same key as the other screens' reads of the tables' prices. */
export const preciosSalonKey = ['listas-precios', 'vigentes', 'salon'] as const;

/** GET /listas-precios/vigentes?canal=salon: the products a price list prices now at the tables. */
export function getPreciosSalon(signal?: AbortSignal) {
  return api.get<PreciosVigentes>('/listas-precios/vigentes', { query: { canal: 'salon' }, ...(signal ? { signal } : {}) });
}

/**
 * The product as a table's comanda sells it now: at its price list's price (with `listaPrecio`,
 * the list's name) when one applies. Read again the moment a window opens or closes or a list is
 * saved (ListasPreciosChanged on /ws/mesas) and after a reconnection; the api prices each add itself.
 */
export function useSalonPrice(bus?: PreciosBus): (p: ProductoVenta) => ProductoVenta & { listaPrecio?: string } {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: preciosSalonKey, queryFn: fromApi(getPreciosSalon), retry: false });
  useEffect(() => {
    const b: PreciosBus = bus ?? getRealtimeBus();
    const reload = () => void client.invalidateQueries({ queryKey: preciosSalonKey });
    const subs = [
      b.on$<ListasPreciosChangedEvent>('mesas', LISTAS_PRECIOS_CHANGED_EVENT).subscribe((e) => {
        if (!e?.canales || e.canales.includes('salon')) reload();
      }),
      b.reconnected$('mesas').subscribe(reload),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [bus, client]);
  return useCallback(
    (p: ProductoVenta) => {
      const vigente = data?.items.find((i) => i.productoId === p.id);
      return vigente ? { ...p, precio: vigente.precio, listaPrecio: vigente.lista } : p;
    },
    [data],
  );
}

import type { CanalVenta, PreciosVigentes, ProductoVenta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { toMinor } from '@resto/shared/rules';
import { useMoney, useVentasEvents } from '@resto/shared/sales-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The read of what the price lists price now for a channel (the same key on every screen). */
export const preciosVigentesKey = (canal: CanalVenta) => ['listas-precios', 'vigentes', canal] as const;

/** GET /listas-precios/vigentes?canal=: the products a price list prices now for the channel. */
export function getPreciosVigentes(canal: CanalVenta, signal?: AbortSignal) {
  return api.get<PreciosVigentes>('/listas-precios/vigentes', { query: { canal }, ...(signal ? { signal } : {}) });
}

/** GET /listas-precios/vigentes?canal=mostrador: the products a price list prices now at the counter. */
export function getPreciosMostrador(signal?: AbortSignal) {
  return getPreciosVigentes('mostrador', signal);
}

/** A product at the price a channel sells it now, with `listaPrecio` (the list's name) and its own price (`precioBase`) when a list prices it. */
export type ProductoAlPrecio = ProductoVenta & { listaPrecio?: string; precioBase?: number };

/**
 * The product as `canal` sells it now: at its price list's price when one applies, read again the
 * moment a window opens or closes or a list is saved (ListasPreciosChanged on /ws/ventas) and
 * after a reconnection. The api prices the line again itself; without the lists (an older api)
 * the product's own price.
 */
export function useListPrice(canal: CanalVenta): (p: ProductoVenta) => ProductoAlPrecio {
  const data = useVigentes(canal);
  return useCallback(
    (p: ProductoVenta) => {
      const vigente = data?.items.find((i) => i.productoId === p.id);
      return vigente ? { ...p, precio: vigente.precio, listaPrecio: vigente.lista, precioBase: p.precio } : p;
    },
    [data],
  );
}

/** What the price lists price now for `canal`, read again on ListasPreciosChanged for it and after a reconnection. */
function useVigentes(canal: CanalVenta): PreciosVigentes | undefined {
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: preciosVigentesKey(canal), queryFn: fromApi((signal) => getPreciosVigentes(canal, signal)), retry: false });
  useVentasEvents(['ListasPreciosChanged'], (signal) => {
    if (signal?.name === 'ListasPreciosChanged' && !signal.event.canales.includes(canal)) return;
    // Several hooks of one page listen; the first starts the read and the others join it.
    void client.invalidateQueries({ queryKey: preciosVigentesKey(canal) }, { cancelRefetch: false });
  });
  return data;
}

/** The list price (minor units) `canal` sells a product at now, undefined when no list prices it. */
export function useListPriceOf(canal: CanalVenta): (productoId: number) => number | undefined {
  const data = useVigentes(canal);
  const { currency } = useMoney();
  return useCallback(
    (productoId: number) => {
      const vigente = data?.items.find((i) => i.productoId === productoId);
      return vigente ? toMinor(vigente.precio, currency) : undefined;
    },
    [data, currency],
  );
}

/** The counter's prices (`mostrador`): a product is put in the cart at its list's price. */
export function useCounterPrice(): (p: ProductoVenta) => ProductoAlPrecio {
  return useListPrice('mostrador');
}

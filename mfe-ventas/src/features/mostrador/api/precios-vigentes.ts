import type { PreciosVigentes, ProductoVenta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

/** GET /listas-precios/vigentes?canal=mostrador: the products a price list prices now at the counter. */
export function getPreciosMostrador(signal?: AbortSignal) {
  return api.get<PreciosVigentes>('/listas-precios/vigentes', { query: { canal: 'mostrador' }, ...(signal ? { signal } : {}) });
}

/**
 * The product as the counter sells it now: at its price list's price when one applies (read again
 * each minute, so a window that opens shows at the next add). The api prices the sale again when
 * it is charged; without the lists (an older api) the product's own price.
 */
export function useCounterPrice(): (p: ProductoVenta) => ProductoVenta {
  const { data } = useQuery({
    queryKey: ['listas-precios', 'vigentes', 'mostrador'],
    queryFn: fromApi(getPreciosMostrador),
    staleTime: 60_000,
    refetchInterval: 60_000,
    retry: false,
  });
  return useCallback(
    (p: ProductoVenta) => {
      const vigente = data?.items.find((i) => i.productoId === p.id);
      return vigente ? { ...p, precio: vigente.precio } : p;
    },
    [data],
  );
}

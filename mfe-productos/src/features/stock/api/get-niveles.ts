import type { ProductoVenta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { stockKeys } from './stock-keys';

/** GET /productos/con-stock: active products that control stock, those under their minimum first. */
export function getNiveles(signal?: AbortSignal) {
  return api.get<ProductoVenta[]>('/productos/con-stock', signal ? { signal } : {});
}

export function useNiveles() {
  return useQuery({ queryKey: stockKeys.niveles, queryFn: fromApi(getNiveles) });
}

import type { Venta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { ventasKeys } from './query-keys';

/** GET /ventas/{id}: a sale with its items and payments (method, amount and currency). */
export function getVenta(id: number, signal?: AbortSignal) {
  return api.get<Venta>(`/ventas/${id}`, signal ? { signal } : {});
}

export function useVenta(id: number | null) {
  return useQuery({ queryKey: ventasKeys.detail(id ?? 0), queryFn: fromApi((signal) => getVenta(id ?? 0, signal)), enabled: id !== null });
}

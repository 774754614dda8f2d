import type { Venta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { useApiQuery } from '@resto/shared/sales-ui';

/** GET /ventas/{id}: a sale with its items and payments (method, amount and currency). */
export function getVenta(id: number, signal?: AbortSignal) {
  return api.get<Venta>(`/ventas/${id}`, signal ? { signal } : {});
}

export function useVenta(id: number | null) {
  return useApiQuery(`venta:${id}`, (signal) => getVenta(id ?? 0, signal), { enabled: id !== null });
}

import type { CuentaCorriente } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { clientesKeys } from './query-keys';

/** GET /clientes/{id}/cuenta-corriente: the balance and the last 100 movements, newest first. */
export function getCuentaCorriente(id: number, signal?: AbortSignal) {
  return api.get<CuentaCorriente>(`/clientes/${id}/cuenta-corriente`, signal ? { signal } : {});
}

/** A customer's current account; nothing is asked while `id` is null. */
export function useCuentaCorriente(id: number | null) {
  return useQuery({ queryKey: clientesKeys.cuentaCorriente(id ?? 0), queryFn: fromApi((signal) => getCuentaCorriente(id ?? 0, signal)), enabled: id !== null });
}

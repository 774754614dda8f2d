import type { Comprobante } from '@resto/shared/contracts';
import { api, newClientMutationId } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const pendientesKeys = { all: ['facturacion', 'pendientes'] as const };

/** GET /facturacion/pendientes: the vouchers waiting for ARCA (contingency), oldest first. */
export function getPendientes(signal?: AbortSignal) {
  return api.get<Comprobante[]>('/facturacion/pendientes', signal ? { signal } : {});
}

/** POST /facturacion/pendientes/reintentar: asks ARCA again now (it consults first, so nothing is issued twice); answers what still waits. */
export function reintentarPendientes() {
  return api.post<Comprobante[]>('/facturacion/pendientes/reintentar', { clientMutationId: newClientMutationId() });
}

/** The queue, refreshed every 30 s while the register is on screen (the api retries it in the background too). */
export function usePendientes() {
  return useQuery({ queryKey: pendientesKeys.all, queryFn: fromApi(getPendientes), refetchInterval: 30_000 });
}

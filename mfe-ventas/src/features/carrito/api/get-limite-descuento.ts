import type { LimiteDescuento } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { limiteDescuentoKey } from './query-keys';

/** GET /ventas/limite-descuento: the signed-in user's own discount limit. */
export function getLimiteDescuento(signal?: AbortSignal) {
  return api.get<LimiteDescuento>('/ventas/limite-descuento', signal ? { signal } : {});
}

/** The caller's discount limit; undefined until known (or when it could not be read: the charge still checks). */
export function useLimiteDescuento(): LimiteDescuento | undefined {
  return useQuery({ queryKey: limiteDescuentoKey, queryFn: fromApi(getLimiteDescuento), staleTime: 60_000 }).data;
}

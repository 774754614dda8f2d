import type { TipoCambio } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

/** Query keys of the exchange rates on the settings screen. */
export const tiposCambioKeys = {
  all: ['configuracion', 'tipos-de-cambio'] as const,
};

/** GET /tipos-de-cambio: the venue's rates; its own currency is the pair with value 0. */
export function getTiposCambio(signal?: AbortSignal) {
  return api.get<TipoCambio[]>('/tipos-de-cambio', signal ? { signal } : {});
}

export function useTiposCambio() {
  return useQuery({ queryKey: tiposCambioKeys.all, queryFn: fromApi((signal) => getTiposCambio(signal)) });
}

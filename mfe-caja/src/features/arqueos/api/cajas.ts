import type { Caja } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const cajasKeys = { all: ['cajas'] as const };

/** GET /cajas: the venue's tills, each with its open session if it has one. */
export function getCajas(signal?: AbortSignal) {
  return api.get<Caja[]>('/cajas', signal ? { signal } : {});
}

export function useCajas(enabled = true) {
  return useQuery({ queryKey: cajasKeys.all, queryFn: fromApi(getCajas), enabled });
}

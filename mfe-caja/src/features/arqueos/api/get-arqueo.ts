import type { Arqueo } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { arqueosKeys } from './get-arqueos';

/** GET /arqueos/{id}: one audit with its movements and currencies. */
export function getArqueo(id: number, signal?: AbortSignal) {
  return api.get<Arqueo>(`/arqueos/${id}`, signal ? { signal } : {});
}

export function useArqueo(id: number) {
  return useQuery({
    queryKey: arqueosKeys.detail(id),
    queryFn: fromApi((signal) => getArqueo(id, signal)),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

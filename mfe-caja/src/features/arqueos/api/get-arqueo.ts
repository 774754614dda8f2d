import type { Arqueo } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { useApiQuery } from '@resto/shared/sales-ui';

/** GET /arqueos/{id}: one audit with its movements and currencies. */
export function getArqueo(id: number, signal?: AbortSignal) {
  return api.get<Arqueo>(`/arqueos/${id}`, signal ? { signal } : {});
}

export function useArqueo(id: number) {
  return useApiQuery(`arqueo:${id}`, (signal) => getArqueo(id, signal), { enabled: Number.isSafeInteger(id) && id > 0 });
}

import type { ArqueosResumen } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { useApiQuery } from '@resto/shared/sales-ui';

/** GET /arqueos: the open audit (with its running expected cash) and the last 9 closed. */
export function getArqueos(signal?: AbortSignal) {
  return api.get<ArqueosResumen>('/arqueos', signal ? { signal } : {});
}

export function useArqueos() {
  return useApiQuery('arqueos', getArqueos);
}

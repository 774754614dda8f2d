import type { ArqueosResumen } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

/** Query keys of the cash audits: invalidate `arqueosKeys.all` after a change. */
export const arqueosKeys = {
  all: ['arqueos'] as const,
  summary: () => ['arqueos', 'summary'] as const,
  detail: (id: number) => ['arqueos', 'detail', id] as const,
};

/** GET /arqueos: the open audit (with its running expected cash) and the last 9 closed. */
export function getArqueos(signal?: AbortSignal) {
  return api.get<ArqueosResumen>('/arqueos', signal ? { signal } : {});
}

export function useArqueos() {
  return useQuery({ queryKey: arqueosKeys.summary(), queryFn: fromApi(getArqueos) });
}

import type { GastosList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface GastosFilter {
  fechaDesde: string;
  fechaHasta: string;
}

/** Query keys of the expenses: invalidate `gastosKeys.all` after a change. */
export const gastosKeys = {
  all: ['gastos'] as const,
  list: (filter: GastosFilter) => ['gastos', 'list', filter.fechaDesde, filter.fechaHasta] as const,
};

/** GET /gastos: the expenses of a range of the venue's dates, with their totals. */
export function getGastos(filter: GastosFilter, signal?: AbortSignal) {
  return api.get<GastosList>('/gastos', { query: { ...filter }, ...(signal ? { signal } : {}) });
}

/** The range's expenses; the previous range's stay on screen while the new one loads. */
export function useGastos(filter: GastosFilter, enabled: boolean) {
  return useQuery({
    queryKey: gastosKeys.list(filter),
    queryFn: fromApi((signal) => getGastos(filter, signal)),
    enabled,
    placeholderData: keepPreviousData,
  });
}

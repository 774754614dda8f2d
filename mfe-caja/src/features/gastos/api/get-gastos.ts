import type { GastosList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { useApiQuery } from '@resto/shared/sales-ui';

export interface GastosFilter {
  fechaDesde: string;
  fechaHasta: string;
}

/** GET /gastos: the expenses of a range of the venue's dates, with their totals. */
export function getGastos(filter: GastosFilter, signal?: AbortSignal) {
  return api.get<GastosList>('/gastos', { query: { ...filter }, ...(signal ? { signal } : {}) });
}

export function useGastos(filter: GastosFilter, enabled: boolean) {
  return useApiQuery(`gastos:${filter.fechaDesde}:${filter.fechaHasta}`, (signal) => getGastos(filter, signal), { enabled });
}

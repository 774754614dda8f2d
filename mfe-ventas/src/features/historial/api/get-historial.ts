import type { Historial } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import type { HistoryQuickFilter } from '@resto/shared/rules';
import { fromApi } from '@resto/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ventasKeys } from './query-keys';

export interface HistorialFilter {
  /** A quick filter (today, 7, 30, 90 days), or null for the dates below. */
  rango: HistoryQuickFilter | null;
  fechaDesde: string;
  fechaHasta: string;
  q: string;
  estado: 'pagada' | 'anulada' | null;
  pagina: number;
}

export const HISTORIAL_LIMITE = 20;

/** GET /ventas/historial: paid and voided sales by the venue's dates, with a search. */
export function getHistorial(filter: HistorialFilter, signal?: AbortSignal) {
  const dates = filter.rango ? { rango: filter.rango } : { fechaDesde: filter.fechaDesde, fechaHasta: filter.fechaHasta };
  return api.get<Historial>('/ventas/historial', {
    query: { ...dates, q: filter.q || undefined, estado: filter.estado ?? undefined, pagina: filter.pagina, limite: HISTORIAL_LIMITE },
    ...(signal ? { signal } : {}),
  });
}

export function useHistorial(filter: HistorialFilter, enabled: boolean) {
  return useQuery({
    queryKey: ventasKeys.historial(filter),
    queryFn: fromApi((signal) => getHistorial(filter, signal)),
    enabled,
    placeholderData: keepPreviousData,
  });
}

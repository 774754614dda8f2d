import type { Historial } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import type { HistoryQuickFilter } from '@resto/shared/rules';
import { useApiQuery } from '@resto/shared/sales-ui';

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
  const key = `historial:${JSON.stringify(filter)}`;
  return useApiQuery(key, (signal) => getHistorial(filter, signal), { enabled });
}

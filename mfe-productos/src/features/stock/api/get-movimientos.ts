import type { StockMovimientosList, StockMovimientoTipo } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stockKeys } from './stock-keys';

export interface MovimientosFilter {
  productoId: number | null;
  tipo: StockMovimientoTipo | null;
  /** 'YYYY-MM-DD' or '' for no bound. */
  fechaDesde: string;
  fechaHasta: string;
  pagina: number;
  limite: number;
}

/** GET /stock/movimientos: newest first, a page at a time. */
export function getMovimientos(filter: MovimientosFilter, signal?: AbortSignal) {
  return api.get<StockMovimientosList>('/stock/movimientos', {
    query: {
      productoId: filter.productoId ?? undefined,
      tipo: filter.tipo ?? undefined,
      fechaDesde: filter.fechaDesde || undefined,
      fechaHasta: filter.fechaHasta || undefined,
      pagina: filter.pagina,
      limite: filter.limite,
    },
    ...(signal ? { signal } : {}),
  });
}

/** The movements of a filter; the previous page stays on screen while the next one loads. */
export function useMovimientos(filter: MovimientosFilter, enabled = true) {
  return useQuery({
    queryKey: stockKeys.movimientos(filter),
    queryFn: fromApi((signal) => getMovimientos(filter, signal)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

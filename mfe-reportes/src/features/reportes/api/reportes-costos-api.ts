import type { ReporteConsumo, ReporteCostos, ReporteCostosTipo, ReporteIngenieriaMenu, ReportesQuery } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { filtrosQuery, reportesKeys } from './reportes-api';

/** What each cost report's GET answers. */
export interface ReportesCostosPorTipo {
  costos: ReporteCostos;
  consumo: ReporteConsumo;
  'ingenieria-menu': ReporteIngenieriaMenu;
}

/** The filters the cost reports take: the range only (the costs report takes none: it is of today). */
export function rangoQuery(tipo: ReporteCostosTipo, filtros: ReportesQuery): ReportesQuery {
  if (tipo === 'costos') return {};
  const { rango, fechaDesde, fechaHasta } = filtros;
  return { rango, fechaDesde, fechaHasta };
}

/** GET /reportes/{costos|consumo|ingenieria-menu}; the previous figures stay while new ones load. */
export function useReporteCostos<T extends ReporteCostosTipo>(tipo: T, filtros: ReportesQuery, enabled = true) {
  const query = rangoQuery(tipo, filtros);
  return useQuery({
    queryKey: reportesKeys.reporteCostos(tipo, query),
    queryFn: fromApi((signal) => api.get<ReportesCostosPorTipo[T]>(`/reportes/${tipo}`, { query: filtrosQuery(query), signal })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

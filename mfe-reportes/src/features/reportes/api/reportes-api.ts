import type {
  CierresZList,
  CierreZ,
  CierreZDatos,
  CierreZDocumento,
  Dashboard,
  ExportFormato,
  ReporteArqueos,
  ReporteClientes,
  ReporteFinanciero,
  ReporteProductos,
  ReporteCostosTipo,
  ReportesQuery,
  ReporteTipo,
  ReporteVentas,
} from '@resto/shared/contracts';
import { api, CONNECTION_ERROR_MESSAGE, getApiBase, type ApiResult } from '@resto/shared/api-client';
import { getLanguage } from '@resto/shared/i18n';
import { fromApi } from '@resto/shared/query';
import { getToken } from '@resto/shared/session';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** What each report's GET answers. */
export interface ReportesPorTipo {
  ventas: ReporteVentas;
  productos: ReporteProductos;
  clientes: ReporteClientes;
  financiero: ReporteFinanciero;
  arqueos: ReporteArqueos;
}

/** Query keys: `reportesKeys.all` covers the dashboard, every report and the Z closes. */
export const reportesKeys = {
  all: ['reportes'] as const,
  dashboard: () => ['reportes', 'dashboard'] as const,
  reporte: (tipo: ReporteTipo, filtros: ReportesQuery) => ['reportes', tipo, filtros] as const,
  reporteCostos: (tipo: ReporteCostosTipo, filtros: ReportesQuery) => ['reportes', tipo, filtros] as const,
  cierres: () => ['reportes', 'cierres-z'] as const,
};

/** The query string of the filters (only the ones set). */
export function filtrosQuery(filtros: ReportesQuery): Record<string, string | number | undefined> {
  const out: Record<string, string | number | undefined> = {};
  for (const [k, v] of Object.entries(filtros)) if (v !== undefined && v !== null && v !== '') out[k] = v as string | number;
  return out;
}

/** GET /reportes/dashboard */
export function useDashboard(enabled = true) {
  return useQuery({
    queryKey: reportesKeys.dashboard(),
    queryFn: fromApi((signal) => api.get<Dashboard>('/reportes/dashboard', { signal })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /reportes/{tipo} with the filters; the previous figures stay while new ones load. */
export function useReporte<T extends ReporteTipo>(tipo: T, filtros: ReportesQuery, enabled = true) {
  return useQuery({
    queryKey: reportesKeys.reporte(tipo, filtros),
    queryFn: fromApi((signal) => api.get<ReportesPorTipo[T]>(`/reportes/${tipo}`, { query: filtrosQuery(filtros), signal })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /reportes/cierres-z */
export function useCierresZ(enabled = true) {
  return useQuery({ queryKey: reportesKeys.cierres(), queryFn: fromApi((signal) => api.get<CierresZList>('/reportes/cierres-z', { signal })), enabled });
}

/** POST /reportes/cierres-z */
export function emitirCierreZ(fecha?: string) {
  return api.post<CierreZ>('/reportes/cierres-z', fecha ? { fecha } : {});
}

/** GET /reportes/cierres-z/previa: what the day's Z would show, for the confirmation before issuing it. */
export function previaCierreZ(fecha: string) {
  return api.get<CierreZDatos>('/reportes/cierres-z/previa', { query: { fecha } });
}

/** GET /reportes/cierres-z/{id}/imprimir: the printable page. */
export function imprimirCierreZ(id: number, formato: 'ticket' | 'a4') {
  return api.get<CierreZDocumento>(`/reportes/cierres-z/${id}/imprimir`, { query: { formato } });
}

const EXTENSIONS: Record<ExportFormato, string> = { csv: 'csv', xlsx: 'xlsx', pdf: 'pdf' };

/**
 * Downloads a report export streamed by the api (GET /reportes/{tipo}/exportar/{formato}),
 * reporting the bytes received (0..1 when the size is known, else null) while it arrives.
 */
export async function descargarExport(
  tipo: ReporteTipo | ReporteCostosTipo,
  formato: ExportFormato,
  filtros: ReportesQuery,
  onProgress: (fraction: number | null) => void,
): Promise<ApiResult<null>> {
  const token = getToken();
  const query = new URLSearchParams(Object.entries(filtrosQuery(filtros)).map(([k, v]) => [k, String(v)]));
  // The export's titles and headers in the language the user reads the screen in.
  query.set('idioma', getLanguage());
  let response: Response;
  try {
    response = await fetch(`${getApiBase()}/api/reportes/${tipo}/exportar/${formato}?${query.toString()}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    return { success: false, message: CONNECTION_ERROR_MESSAGE, status: 0, errorKind: 'network' };
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    return { success: false, message: envelope?.message ?? `Error ${response.status}: ${response.statusText}`, status: response.status, errorKind: 'http' };
  }
  const size = Number(response.headers.get('content-length') ?? 0);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  if (response.body) {
    const reader = response.body.getReader();
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      onProgress(size > 0 ? Math.min(1, received / size) : null);
    }
  } else {
    chunks.push(new Uint8Array(await response.arrayBuffer()));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `reporte_${tipo}.${EXTENSIONS[formato]}`;
  const url = URL.createObjectURL(new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { success: true, data: null };
}

import type { AjustePreciosBody, AjustePreciosResult, ReporteCostos } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /productos/ajuste-precios?preview=true: every matching product with old and new prices; nothing changes. */
export function previewAjustePrecios(body: AjustePreciosBody) {
  return api.post<AjustePreciosResult>('/productos/ajuste-precios', body, { query: { preview: true } });
}

/** POST /productos/ajuste-precios: applies the adjustment in one transaction (kept in the price history). */
export function applyAjustePrecios(body: AjustePreciosBody) {
  return api.post<AjustePreciosResult>('/productos/ajuste-precios', body, { timeoutMs: 60_000 });
}

/** The dishes the costs report flags (food cost above the venue's target), from GET /reportes/costos. */
export async function platosSeñalados() {
  const res = await api.get<ReporteCostos>('/reportes/costos');
  if (!res.success || !res.data) return { ...res, data: undefined };
  return { ...res, data: res.data.items.filter((i) => i.señalado).map((i) => i.productoId) };
}

import type { AjustePreciosBody, AjustePreciosResult } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /productos/ajuste-precios?preview=true: every matching product with old and new prices; nothing changes. */
export function previewAjustePrecios(body: AjustePreciosBody) {
  return api.post<AjustePreciosResult>('/productos/ajuste-precios', body, { query: { preview: true } });
}

/** POST /productos/ajuste-precios: applies the adjustment in one transaction (kept in the price history). */
export function applyAjustePrecios(body: AjustePreciosBody) {
  return api.post<AjustePreciosResult>('/productos/ajuste-precios', body, { timeoutMs: 60_000 });
}

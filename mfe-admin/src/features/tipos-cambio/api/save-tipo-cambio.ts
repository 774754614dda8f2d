import type { TipoCambio, TipoCambioCreate, TipoCambioUpdate } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /tipos-de-cambio: one rate per currency (MONEDA_DUPLICADA). */
export function createTipoCambio(body: TipoCambioCreate) {
  return api.post<TipoCambio>('/tipos-de-cambio', body);
}

/** PUT /tipos-de-cambio/{id}: a new value (or currency). */
export function updateTipoCambio(id: number, body: TipoCambioUpdate) {
  return api.put<TipoCambio>(`/tipos-de-cambio/${id}`, body);
}

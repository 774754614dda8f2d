import type { AnularVenta, Venta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /ventas/{id}/anular: voids a paid sale with a reason (stock back, cash out of the open register). */
export function anularVenta(id: number, body: AnularVenta) {
  return api.post<Venta>(`/ventas/${id}/anular`, body);
}

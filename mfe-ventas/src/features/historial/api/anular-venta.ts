import type { AnularVenta, Venta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/**
 * POST /ventas/{id}/anular: voids a paid sale with a reason (stock back, cash out of the open
 * register). Without ventas.anular it needs a manager's approval token (`headers`).
 */
export function anularVenta(id: number, body: AnularVenta, headers?: Record<string, string>) {
  return api.post<Venta>(`/ventas/${id}/anular`, body, headers ? { headers } : undefined);
}

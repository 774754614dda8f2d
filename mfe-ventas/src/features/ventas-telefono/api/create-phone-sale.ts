import type { Venta, VentaDraftCreate } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /ventas/drafts: sends a phone sale to the register (the cart must have products); `headers` may carry a manager's approval. */
export function createPhoneSale(body: VentaDraftCreate, headers?: Record<string, string>) {
  return api.post<Venta>('/ventas/drafts', body, headers ? { headers } : undefined);
}

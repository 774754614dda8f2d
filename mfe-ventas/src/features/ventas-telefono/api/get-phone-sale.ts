import type { Venta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** GET /ventas/drafts/{id}: a phone sale with its items. */
export function getPhoneSale(id: number, signal?: AbortSignal) {
  return api.get<Venta>(`/ventas/drafts/${id}`, signal ? { signal } : {});
}

import type { Venta, VentaDraftCreate } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /ventas/drafts: sends a phone sale to the register (the cart must have products). */
export function createDraft(body: VentaDraftCreate) {
  return api.post<Venta>('/ventas/drafts', body);
}

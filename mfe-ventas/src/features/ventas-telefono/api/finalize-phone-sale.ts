import type { FinalizarDraft, Venta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /ventas/drafts/{id}/finalize: charges a phone sale once, even if two registers try at the same time. */
export function finalizePhoneSale(id: number, body: FinalizarDraft, headers?: Record<string, string>) {
  return api.post<Venta>(`/ventas/drafts/${id}/finalize`, body, headers ? { headers } : undefined);
}

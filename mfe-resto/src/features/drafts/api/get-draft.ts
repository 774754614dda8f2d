import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** GET /mesas/{mesaId}/draft: the table's active draft, or null when the table is free. */
export function getDraftOfMesa(mesaId: number, signal?: AbortSignal) {
  return api.get<Draft | null>(`/mesas/${mesaId}/draft`, signal ? { signal } : {});
}

import { api } from '@resto/shared/api-client';
import type { Draft } from '@resto/shared/contracts';

/** GET /mesas/{mesaId}/draft: the table's open draft, or null when the table is free. */
export function getDraftOfMesa(mesaId: number) {
  return api.get<Draft | null>(`/mesas/${mesaId}/draft`);
}

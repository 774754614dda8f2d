import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** PATCH /mesas/drafts/{id}/items/{itemId}/notas: the line's note for the kitchen; empty or null clears it. */
export function setNotas(draftId: number, itemId: number, notas: string | null, clientMutationId: string) {
  return api.patch<Draft>(`/mesas/drafts/${draftId}/items/${itemId}/notas`, { notas, clientMutationId });
}

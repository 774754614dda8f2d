import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /mesas/drafts/{id}/items/{itemId}/restaurar: a deleted item counts again. */
export function restoreItem(draftId: number, itemId: number, clientMutationId: string) {
  return api.post<Draft>(`/mesas/drafts/${draftId}/items/${itemId}/restaurar`, { clientMutationId });
}

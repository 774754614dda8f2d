import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** PATCH /mesas/drafts/{id}/items/{itemId}/cantidad: units, or the weight of a weight item. */
export function changeQuantity(draftId: number, itemId: number, cantidad: number, clientMutationId: string) {
  return api.patch<Draft>(`/mesas/drafts/${draftId}/items/${itemId}/cantidad`, { cantidad, clientMutationId });
}

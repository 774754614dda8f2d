import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** DELETE /mesas/drafts/{id}/items/{itemId}: kept as eliminado with its reason, restorable. */
export function deleteItem(draftId: number, itemId: number, motivoEliminacion: string, clientMutationId: string) {
  return api.del<Draft>(`/mesas/drafts/${draftId}/items/${itemId}`, { body: { motivoEliminacion, clientMutationId } });
}

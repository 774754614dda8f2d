import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { approvalOptions, type Approval } from './set-discount';

/**
 * DELETE /mesas/drafts/{id}/items/{itemId}: kept as eliminado with its reason, restorable. A line
 * the kitchen has needs mesas.cancelar or a manager's `approval` ('anular-item').
 */
export function deleteItem(draftId: number, itemId: number, motivoEliminacion: string, clientMutationId: string, approval?: Approval) {
  return api.del<Draft>(`/mesas/drafts/${draftId}/items/${itemId}`, { body: { motivoEliminacion, clientMutationId }, ...approvalOptions(approval) });
}

import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { approvalOptions, type Approval } from './set-discount';

/**
 * PATCH /mesas/drafts/{id}/items/{itemId}/cantidad: units, or the weight of a weight item. Fewer
 * of a line the kitchen has needs mesas.cancelar or a manager's `approval` ('anular-item').
 */
export function changeQuantity(draftId: number, itemId: number, cantidad: number, clientMutationId: string, approval?: Approval) {
  return api.patch<Draft>(`/mesas/drafts/${draftId}/items/${itemId}/cantidad`, { cantidad, clientMutationId }, approvalOptions(approval));
}

import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { approvalOptions, type Approval } from './set-discount';

/** POST /mesas/drafts/{id}/items/{itemId}/restaurar: a deleted item counts again. */
export function restoreItem(draftId: number, itemId: number, clientMutationId: string, approval?: Approval) {
  return api.post<Draft>(`/mesas/drafts/${draftId}/items/${itemId}/restaurar`, { clientMutationId }, approvalOptions(approval));
}

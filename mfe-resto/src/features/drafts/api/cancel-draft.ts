import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { approvalOptions, type Approval } from './set-discount';

/** DELETE /mesas/drafts/{id}: the table becomes free. With items sent to the kitchen: a reason and mesas.cancelar or `approval`. */
export function cancelDraft(draftId: number, clientMutationId: string, approval?: Approval) {
  return api.del<Draft>(`/mesas/drafts/${draftId}`, { ...approvalOptions(approval), body: { motivo: approval?.motivo ?? null, clientMutationId } });
}

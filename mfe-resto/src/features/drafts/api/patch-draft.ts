import type { Draft, DraftPatch } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { approvalOptions, type Approval } from './set-discount';

export type PatchDraftInput = Omit<DraftPatch, 'clientMutationId'>;

/** PATCH /mesas/drafts/{id}: diners, comment, waiter or customer (only the fields sent change). */
export function patchDraft(id: number, input: PatchDraftInput, clientMutationId: string, approval?: Approval) {
  return api.patch<Draft>(`/mesas/drafts/${id}`, { ...input, clientMutationId }, approvalOptions(approval));
}

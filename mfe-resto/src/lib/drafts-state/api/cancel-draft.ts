import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** DELETE /mesas/drafts/{id}: the table becomes free. */
export function cancelDraft(draftId: number, clientMutationId: string) {
  return api.del<Draft>(`/mesas/drafts/${draftId}`, { body: { clientMutationId } });
}

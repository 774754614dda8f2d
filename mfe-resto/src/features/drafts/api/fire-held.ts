import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /mesas/drafts/{id}/marchar: every held line goes to the kitchen now. */
export function fireHeld(draftId: number, clientMutationId: string) {
  return api.post<Draft>(`/mesas/drafts/${draftId}/marchar`, { clientMutationId });
}

import type { Draft, DraftCreate } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

export type CreateDraftInput = Omit<DraftCreate & object, 'mesaId' | 'clientMutationId'>;

/**
 * POST /mesas/{mesaId}/draft. A 409 means the table was opened meanwhile (another device): its
 * draft comes back in `data` so the caller can go on with it.
 */
export function createDraft(mesaId: number, input: CreateDraftInput, clientMutationId: string) {
  return api.post<Draft>(`/mesas/${mesaId}/draft`, { mesaId, ...input, clientMutationId });
}

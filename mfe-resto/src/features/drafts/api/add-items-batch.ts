import type { DraftLoteResultado } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import type { AddItemInput } from './add-item';

/** One line of a batch add: a single add's body with its own ClientMutationId. */
export type BatchLine = AddItemInput & { clientMutationId: string };

/**
 * POST /mesas/drafts/{id}/items/lote: a confirmed pending list in one request, one transaction and
 * one event. Every line keeps its own ClientMutationId, so resending the batch (or any line of it)
 * never adds a line twice.
 */
export function addItemsBatch(draftId: number, items: readonly BatchLine[]) {
  return api.post<DraftLoteResultado>(`/mesas/drafts/${draftId}/items/lote`, { items });
}

import { api } from '@resto/shared/api-client';

/** DELETE /ventas/drafts/{id}: discards a phone sale nobody will charge. */
export function discardDraft(id: number, clientMutationId: string) {
  return api.del(`/ventas/drafts/${id}`, { body: { clientMutationId } });
}

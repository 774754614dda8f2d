import { api } from '@resto/shared/api-client';

/** DELETE /ventas/drafts/{id}: discards a phone sale nobody will charge; another user's needs a manager's token in `headers`. */
export function discardPhoneSale(id: number, clientMutationId: string, headers?: Record<string, string>) {
  return api.del(`/ventas/drafts/${id}`, { body: { clientMutationId }, ...(headers ? { headers } : {}) });
}

import { api } from '@resto/shared/api-client';
import type { Draft } from '@resto/shared/contracts';

export type MesaUnionAction = 'mover' | 'unir' | 'separar';

/**
 * POST /mesas/drafts/{id}/mover | unir | separar: the comanda to a free table, another table's
 * comanda joined to this one, or the lines of table `mesaId` back on their own. One operation each.
 */
export function mesaUnion(action: MesaUnionAction, draftId: number, mesaId: number, clientMutationId: string, approvalToken?: string | null) {
  // A join that takes the table's discounts beyond what was allowed is retried with a manager's
  // token. The header is written here, not taken from sales-ui: the handheld's own build (Preact)
  // must not pull in the desktop's sales UI.
  return api.post<Draft>(`/mesas/drafts/${draftId}/${action}`, { mesaId, clientMutationId }, approvalToken ? { headers: { 'x-aprobacion': approvalToken } } : undefined);
}

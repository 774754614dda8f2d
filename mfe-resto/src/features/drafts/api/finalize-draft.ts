import type { DraftFinalizado, PagoInput, PropinaInput } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { approvalOptions, type Approval } from './set-discount';

/**
 * POST /mesas/drafts/{id}/finalizar: charges the draft with its payment lines (open register,
 * payments covering the total, stock) and turns it into a sale. Keep `clientMutationId` across
 * retries of one charge so a timeout cannot charge twice. A tip above the venue's limit needs
 * `approval` (a manager's token, sent in X-Aprobacion).
 */
export function finalizeDraft(draftId: number, pagos: PagoInput[], clientMutationId: string, propinas: PropinaInput[] = [], approval?: Approval) {
  return api.post<DraftFinalizado>(`/mesas/drafts/${draftId}/finalizar`, { pagos, ...(propinas.length > 0 ? { propinas } : {}), clientMutationId }, approvalOptions(approval));
}

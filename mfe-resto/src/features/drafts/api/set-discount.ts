import type { Draft } from '@resto/shared/contracts';
import type { DiscountKind } from '@resto/shared/rules';
import { api } from '@resto/shared/api-client';
import { approvalHeaders } from '@resto/shared/sales-ui';

/** A manager's approval: the tokens go in X-Aprobacion (two when one change needs two approvals), the reason in the body. */
export interface Approval {
  token?: string | readonly string[] | undefined;
  motivo?: string | undefined;
}

export const approvalOptions = (approval: Approval | undefined) => (approval?.token?.length ? { headers: approvalHeaders(approval.token) } : undefined);

/** PATCH /mesas/drafts/{id}/descuento: a percent (0..100) or an amount; 0 or null removes it. Above the caller's limit it needs `approval`. */
export function setDiscount(draftId: number, descuentoTipo: DiscountKind | null, descuentoValor: number | null, clientMutationId: string, approval?: Approval) {
  return api.patch<Draft>(`/mesas/drafts/${draftId}/descuento`, { descuentoTipo, descuentoValor, motivo: approval?.motivo ?? null, clientMutationId }, approvalOptions(approval));
}

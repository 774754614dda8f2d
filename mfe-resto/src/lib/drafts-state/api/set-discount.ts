import type { Draft } from '@resto/shared/contracts';
import type { DiscountKind } from '@resto/shared/rules';
import { api } from '@resto/shared/api-client';

/** PATCH /mesas/drafts/{id}/descuento: a percent (0..100) or an amount; 0 or null removes it. */
export function setDiscount(draftId: number, descuentoTipo: DiscountKind | null, descuentoValor: number | null, clientMutationId: string) {
  return api.patch<Draft>(`/mesas/drafts/${draftId}/descuento`, { descuentoTipo, descuentoValor, clientMutationId });
}

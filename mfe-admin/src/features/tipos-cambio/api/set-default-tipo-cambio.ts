import type { TipoCambio } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** PUT /tipos-de-cambio/{id}/default: the rate the header shows (the venue's own currency: none). */
export function setDefaultTipoCambio(id: number, clientMutationId: string) {
  return api.put<TipoCambio>(`/tipos-de-cambio/${id}/default`, { clientMutationId });
}

import { api } from '../../api-client/request';

/** POST /ventas/{id}/ticket-fiscal: asks for the sale's fiscal ticket (refused with the reason until e-invoicing is set up). */
export function requestTicketFiscal(ventaId: number, clientMutationId: string) {
  return api.post<unknown>(`/ventas/${ventaId}/ticket-fiscal`, { clientMutationId });
}

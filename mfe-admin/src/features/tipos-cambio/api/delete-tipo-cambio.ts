import { api } from '@resto/shared/api-client';

/** DELETE /tipos-de-cambio/{id}: neither the default nor the venue's own currency. */
export function deleteTipoCambio(id: number, clientMutationId: string) {
  return api.del(`/tipos-de-cambio/${id}`, { body: { clientMutationId } });
}

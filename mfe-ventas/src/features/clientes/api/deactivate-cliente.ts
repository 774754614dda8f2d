import { api } from '@resto/shared/api-client';

/** DELETE /clientes/{id}: deactivates the customer (kept for the sales that name them). */
export function deactivateCliente(id: number, clientMutationId: string) {
  return api.del(`/clientes/${id}`, { body: { clientMutationId } });
}

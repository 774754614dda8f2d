import { api } from '@resto/shared/api-client';

/** DELETE /gastos/{id}. */
export function deleteGasto(id: number, clientMutationId: string) {
  return api.del(`/gastos/${id}`, { body: { clientMutationId } });
}

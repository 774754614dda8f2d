import { api } from '@resto/shared/api-client';

/** DELETE /medios-de-pago/{id}: deactivates it; past sales keep it. */
export function deleteMedioPago(id: number, clientMutationId: string) {
  return api.del(`/medios-de-pago/${id}`, { body: { clientMutationId } });
}

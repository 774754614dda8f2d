import { api } from '@resto/shared/api-client';

/** DELETE /roles/{id}: refused while users hold it (ROL_CON_USUARIOS says how many) and for the seeded roles. */
export function deleteRol(id: number, clientMutationId: string) {
  return api.del(`/roles/${id}`, { body: { clientMutationId } });
}

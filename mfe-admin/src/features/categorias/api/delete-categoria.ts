import { api } from '@resto/shared/api-client';

/** DELETE /categorias/{id}: refused while it has products (CATEGORIA_CON_PRODUCTOS says how many). */
export function deleteCategoria(id: number, clientMutationId: string) {
  return api.del(`/categorias/${id}`, { body: { clientMutationId } });
}

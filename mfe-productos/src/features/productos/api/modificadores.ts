import { api } from '@resto/shared/api-client';
import type { ProductoModificadores, ProductoModificadoresInput } from '@resto/shared/contracts';

/** GET /productos/{id}/modificadores: the product's groups of options. */
export function getModificadores(productoId: number) {
  return api.get<ProductoModificadores>(`/productos/${productoId}/modificadores`);
}

/** PUT /productos/{id}/modificadores: the groups as a whole (the api keeps the ids of what stays). */
export function saveModificadores(productoId: number, body: ProductoModificadoresInput) {
  return api.put<ProductoModificadores>(`/productos/${productoId}/modificadores`, body);
}

import { api } from '@resto/shared/api-client';
import type { ProductoCombo, ProductoComboInput } from '@resto/shared/contracts';

/** GET /productos/{id}/combo: the combo's groups and their options (components). */
export function getCombo(productoId: number) {
  return api.get<ProductoCombo>(`/productos/${productoId}/combo`);
}

/** PUT /productos/{id}/combo: the groups as a whole (the api keeps the ids of what stays). */
export function saveCombo(productoId: number, body: ProductoComboInput) {
  return api.put<ProductoCombo>(`/productos/${productoId}/combo`, body);
}

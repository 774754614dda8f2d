import type { Producto, ProductoBody, ProductoEliminado } from '@resto/shared/contracts';
import { normalizeProductoBody } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /productos/dto: the body normalised as Says (empty optional fields dropped...). */
export function createProducto(body: ProductoBody) {
  return api.post<Producto>('/productos/dto', normalizeProductoBody({ ...body }));
}

/** PUT /productos/dto/{id}: the whole product. */
export function updateProducto(id: number, body: ProductoBody) {
  return api.put<Producto>(`/productos/dto/${id}`, normalizeProductoBody({ ...body }));
}

/** DELETE /productos/{id}: erased, or deactivated when it was ever sold (the answer says which). */
export function deleteProducto(id: number, clientMutationId: string) {
  return api.del<ProductoEliminado>(`/productos/${id}`, { body: { clientMutationId } });
}

/** POST /productos/{id}/imagen: a JPG or PNG up to 2 MB (multipart field `file`). */
export function uploadImagen(id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<Producto>(`/productos/${id}/imagen`, form, { timeoutMs: 60_000 });
}

/** DELETE /productos/{id}/imagen. */
export function removeImagen(id: number) {
  return api.del(`/productos/${id}/imagen`);
}

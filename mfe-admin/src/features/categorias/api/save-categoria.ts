import type { Categoria, CategoriaBody } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /categorias: names are unique in the venue (CATEGORIA_DUPLICADA). */
export function createCategoria(body: CategoriaBody) {
  return api.post<Categoria>('/categorias', body);
}

/** PUT /categorias/{id}: the whole category. */
export function updateCategoria(id: number, body: CategoriaBody) {
  return api.put<Categoria>(`/categorias/${id}`, body);
}

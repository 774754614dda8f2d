import type { Categoria, CategoriaBody, Subcategoria, SubcategoriaBody } from '@resto/shared/contracts';
import { readSubcategoriaList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { categoriasKeys } from './query-keys';

/** GET /categorias: the venue's active categories, with how many products each holds. */
export function getCategorias(signal?: AbortSignal) {
  return api.get<Categoria[]>('/categorias', signal ? { signal } : {});
}

export function useCategorias() {
  return useQuery({ queryKey: categoriasKeys.list(), queryFn: fromApi((signal) => getCategorias(signal)) });
}

/** GET /subcategorias: every active subcategory (any of the list shapes Names). */
export async function getSubcategorias(signal?: AbortSignal) {
  const result = await api.get<unknown>('/subcategorias', signal ? { signal } : {});
  return result.success ? { ...result, data: readSubcategoriaList<Subcategoria>(result.data) } : { ...result, data: undefined };
}

export function useSubcategorias() {
  return useQuery({ queryKey: categoriasKeys.subcategorias(), queryFn: fromApi((signal) => getSubcategorias(signal)) });
}

export const createCategoria = (body: CategoriaBody) => api.post<Categoria>('/categorias', body);
export const updateCategoria = (id: number, body: CategoriaBody) => api.put<Categoria>(`/categorias/${id}`, body);
export const deleteCategoria = (id: number, clientMutationId: string) => api.del(`/categorias/${id}`, { body: { clientMutationId } });

export const createSubcategoria = (body: SubcategoriaBody) => api.post<Subcategoria>('/subcategorias', body);
export const updateSubcategoria = (id: number, body: SubcategoriaBody) => api.put<Subcategoria>(`/subcategorias/${id}`, body);
export const deleteSubcategoria = (id: number, clientMutationId: string) => api.del(`/subcategorias/${id}`, { body: { clientMutationId } });

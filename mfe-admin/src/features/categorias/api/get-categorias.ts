import type { Categoria } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

/** Query keys of the product categories on the settings screen. */
export const categoriasKeys = {
  all: ['configuracion', 'categorias'] as const,
};

/** GET /categorias: the venue's active categories with their type. */
export function getCategorias(signal?: AbortSignal) {
  return api.get<Categoria[]>('/categorias', signal ? { signal } : {});
}

export function useCategorias() {
  return useQuery({ queryKey: categoriasKeys.all, queryFn: fromApi((signal) => getCategorias(signal)) });
}

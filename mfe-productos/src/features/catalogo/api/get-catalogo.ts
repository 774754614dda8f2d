import type { Categoria, ProductosList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';

/** Products of one category per page of the catalogue (the api's largest page). */
export const CATALOGO_LIMITE = 100;

/** Query keys of the catalogue; they sit under 'productos' so that a product change refreshes it. */
export const catalogoKeys = {
  categorias: ['productos', 'catalogo', 'categorias'] as const,
  categoria: (categoriaId: number) => ['productos', 'catalogo', 'categoria', categoriaId] as const,
};

/** GET /categorias: the venue's active categories, in their order. */
export function getCategorias(signal?: AbortSignal) {
  return api.get<Categoria[]>('/categorias', signal ? { signal } : {});
}

export function useCatalogoCategorias() {
  return useQuery({ queryKey: catalogoKeys.categorias, queryFn: fromApi(getCategorias) });
}

/** GET /productos: the active products of a category by name, a page at a time. */
export function getProductosDeCategoria(categoriaId: number, pagina: number, signal?: AbortSignal) {
  return api.get<ProductosList>('/productos', {
    query: { categoriaId, estado: 'activos', ordenarPor: 'nombre', ordenDireccion: 'asc', pagina, limite: CATALOGO_LIMITE },
    ...(signal ? { signal } : {}),
  });
}

/** A category's products; `fetchNextPage` brings the next 100 while there are more. */
export function useProductosDeCategoria(categoriaId: number) {
  return useInfiniteQuery({
    queryKey: catalogoKeys.categoria(categoriaId),
    queryFn: ({ pageParam, signal }) => fromApi((s) => getProductosDeCategoria(categoriaId, pageParam, s))({ signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * CATALOGO_LIMITE < last.total ? pages.length + 1 : undefined),
  });
}

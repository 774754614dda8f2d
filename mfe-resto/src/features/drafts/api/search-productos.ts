import type { ProductoVenta } from '@resto/shared/contracts';
import { api, type ApiResult } from '@resto/shared/api-client';
import { fromApi, queryFailure } from '@resto/shared/query';
import { useDebouncedValue } from '@resto/shared/sales-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** GET /productos/buscar. A blank term is an empty list without asking the server. */
export async function searchProductos(q: string, limite = 12, signal?: AbortSignal): Promise<ApiResult<ProductoVenta[]>> {
  const term = q.trim();
  if (term === '') return { success: true, data: [] };
  return api.get<ProductoVenta[]>('/productos/buscar', { query: { q: term, limite }, ...(signal ? { signal } : {}) });
}

/** Results for what is typed, asked once the typing pauses. */
export function useProductSearch(text: string) {
  const q = useDebouncedValue(text.trim(), 200);
  const query = useQuery({
    queryKey: ['productos', 'buscar', q, 12],
    queryFn: fromApi((signal) => searchProductos(q, 12, signal)),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  return { data: q === '' ? [] : query.data, q, loading: query.isFetching, error: queryFailure(query.error).error };
}

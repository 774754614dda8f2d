import type { ProductoVenta } from '@resto/shared/contracts';
import { api, type ApiResult } from '@resto/shared/api-client';
import { useApiQuery, useDebouncedValue } from '@resto/shared/sales-ui';

/** GET /productos/buscar. A blank term is an empty list without asking the server (SPEC §5). */
export async function searchProductos(q: string, limite = 12, signal?: AbortSignal): Promise<ApiResult<ProductoVenta[]>> {
  const term = q.trim();
  if (term === '') return { success: true, data: [] };
  return api.get<ProductoVenta[]>('/productos/buscar', { query: { q: term, limite }, ...(signal ? { signal } : {}) });
}

/** Results for what is typed, asked once the typing pauses. */
export function useProductSearch(text: string) {
  const q = useDebouncedValue(text.trim(), 200);
  const query = useApiQuery(`productos:${q}`, (signal) => searchProductos(q, 12, signal), { enabled: q !== '' });
  return { ...query, data: q === '' ? [] : query.data, q };
}

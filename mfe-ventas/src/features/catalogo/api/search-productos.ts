import type { ProductoVenta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi, queryFailure } from '@resto/shared/query';
import { searchKey } from '@resto/shared/rules';
import { useDebouncedValue } from '@resto/shared/sales-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productosKeys } from './query-keys';

/** GET /productos/buscar: active products by name, barcode or SKU (accents and case ignored). */
export function searchProductos(q: string, limite = 20, signal?: AbortSignal) {
  return api.get<ProductoVenta[]>('/productos/buscar', { query: { q, limite }, ...(signal ? { signal } : {}) });
}

/** Results for what is typed; a blank term is an empty list and asks nothing. */
export function useProductSearch(text: string) {
  const q = useDebouncedValue(text.trim(), 200);
  const query = useQuery({
    queryKey: productosKeys.buscar(q, 20),
    queryFn: fromApi((signal) => searchProductos(q, 20, signal)),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  return { data: q === '' ? [] : query.data, q, loading: query.isFetching, error: queryFailure(query.error).error };
}

/**
 * The product whose barcode or SKU is exactly `code` (what a scanner reads), or null. The
 * search also matches names, so only an exact code counts.
 */
export async function findProductByCode(code: string): Promise<{ producto: ProductoVenta | null; message?: string }> {
  const result = await searchProductos(code, 10);
  if (!result.success) return { producto: null, ...(result.message ? { message: result.message } : {}) };
  const key = searchKey(code);
  const producto = (result.data ?? []).find((p) => [p.codigoBarras, p.codigoSku].some((c) => c !== null && searchKey(c) === key)) ?? null;
  return { producto };
}

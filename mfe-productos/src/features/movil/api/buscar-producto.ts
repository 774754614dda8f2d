import type { ProductoVenta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi, queryFailure } from '@resto/shared/query';
import { searchKey } from '@resto/shared/rules';
import { useDebouncedValue } from '@resto/shared/sales-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Results a phone lists for a search (more would not fit a phone screen anyway). */
export const MOVIL_LIMITE = 15;

/** Under 'productos', so that an adjustment or a saved product refreshes what the phone shows. */
export const movilKeys = {
  buscar: (q: string) => ['productos', 'movil-buscar', q] as const,
};

/** GET /productos/buscar: active products by name, barcode or SKU (accents and case ignored). */
export function buscarProductos(q: string, signal?: AbortSignal) {
  return api.get<ProductoVenta[]>('/productos/buscar', { query: { q, limite: MOVIL_LIMITE }, ...(signal ? { signal } : {}) });
}

/** The product whose barcode or SKU is exactly `code`, among `productos`. */
export function byCode(productos: readonly ProductoVenta[], code: string): ProductoVenta | undefined {
  const key = searchKey(code);
  if (!key) return undefined;
  return productos.find((p) => [p.codigoBarras, p.codigoSku].some((c) => c !== null && searchKey(c) === key));
}

/** Search as the typing pauses; a blank term asks nothing. */
export function useBuscarProductos(text: string) {
  const q = useDebouncedValue(text.trim(), 250);
  const query = useQuery({
    queryKey: movilKeys.buscar(q),
    queryFn: fromApi((signal) => buscarProductos(q, signal)),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  const failure = queryFailure(query.error);
  return {
    q,
    /** Null while nothing was asked yet for `q`. */
    productos: q === '' ? null : (query.data ?? null),
    loading: query.isFetching,
    error: failure.error,
    connectionError: failure.connectionError,
  };
}

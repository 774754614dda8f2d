import type { ClientesList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi, queryFailure } from '@resto/shared/query';
import { useDebouncedValue } from '@resto/shared/sales-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** GET /clientes: active customers by name, e-mail, phone or fiscal id. */
export function searchClientes(q: string, signal?: AbortSignal) {
  return api.get<ClientesList>('/clientes', { query: { q: q || undefined, pagina: 1, limite: 8 }, ...(signal ? { signal } : {}) });
}

/** Customers for what is typed, asked once the typing pauses. */
export function useClienteSearch(text: string, enabled: boolean) {
  const q = useDebouncedValue(text.trim(), 200);
  const query = useQuery({
    queryKey: ['clientes', 'buscar', q],
    queryFn: fromApi((signal) => searchClientes(q, signal)),
    enabled: enabled && q !== '',
    placeholderData: keepPreviousData,
  });
  return { data: query.data, loading: query.isFetching, error: queryFailure(query.error).error };
}

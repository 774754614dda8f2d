import type { ClientesList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientesKeys } from './query-keys';

export interface ClientesFilter {
  q: string;
  pagina: number;
  limite: number;
  incluirInactivos: boolean;
}

/** GET /clientes: customers by name, e-mail, phone or fiscal id, a page at a time. */
export function getClientes(filter: ClientesFilter, signal?: AbortSignal) {
  return api.get<ClientesList>('/clientes', {
    query: { q: filter.q || undefined, pagina: filter.pagina, limite: filter.limite, incluirInactivos: filter.incluirInactivos },
    ...(signal ? { signal } : {}),
  });
}

export function useClientes(filter: ClientesFilter) {
  return useQuery({ queryKey: clientesKeys.list(filter), queryFn: fromApi((signal) => getClientes(filter, signal)), placeholderData: keepPreviousData });
}

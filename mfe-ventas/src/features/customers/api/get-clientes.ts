import type { ClientesList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { useApiQuery } from '@resto/shared/sales-ui';

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
  const key = `clientes:${filter.q}:${filter.pagina}:${filter.limite}:${filter.incluirInactivos}`;
  return useApiQuery(key, (signal) => getClientes(filter, signal));
}

import type { ProveedoresList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { proveedoresKeys } from './query-keys';

/** GET /proveedores: the active suppliers the filters and the form offer (first 100 by name). */
export function getProveedorOptions(signal?: AbortSignal) {
  return api.get<ProveedoresList>('/proveedores', { query: { pagina: 1, limite: 100 }, ...(signal ? { signal } : {}) });
}

export function useProveedorOptions() {
  return useQuery({ queryKey: proveedoresKeys.options(), queryFn: fromApi((signal) => getProveedorOptions(signal)) });
}

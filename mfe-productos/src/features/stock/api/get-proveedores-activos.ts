import type { ProveedoresList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { stockKeys } from './stock-keys';

/** GET /proveedores: the active suppliers a purchase may name (the first 100 by name). */
export function getProveedoresActivos(signal?: AbortSignal) {
  return api.get<ProveedoresList>('/proveedores', { query: { limite: 100 }, ...(signal ? { signal } : {}) });
}

export function useProveedoresActivos(enabled: boolean) {
  return useQuery({ queryKey: stockKeys.proveedores, queryFn: fromApi(getProveedoresActivos), enabled, staleTime: 60_000 });
}

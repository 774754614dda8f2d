import type { Proveedor, ProveedorCreate, ProveedorEliminado, ProveedoresList, ProveedorUpdate } from '@resto/shared/contracts';
import { api, type ApiResult } from '@resto/shared/api-client';
import { fromApi, unwrap } from '@resto/shared/query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Query keys of the suppliers ('proveedores' is what the product screens' supplier lists sit under too). */
export const proveedoresKeys = {
  all: ['proveedores'] as const,
  list: (filter: ProveedoresFilter) => ['proveedores', 'list', filter] as const,
};

export interface ProveedoresFilter {
  q: string;
  pagina: number;
  limite: number;
  incluirInactivos: boolean;
}

/** GET /proveedores: by name, CUIT, e-mail or locality, a page at a time. */
export function getProveedores(filter: ProveedoresFilter, signal?: AbortSignal) {
  return api.get<ProveedoresList>('/proveedores', {
    query: { q: filter.q || undefined, pagina: filter.pagina, limite: filter.limite, incluirInactivos: filter.incluirInactivos },
    ...(signal ? { signal } : {}),
  });
}

export function useProveedores(filter: ProveedoresFilter) {
  return useQuery({ queryKey: proveedoresKeys.list(filter), queryFn: fromApi((signal) => getProveedores(filter, signal)), placeholderData: keepPreviousData });
}

/** POST /proveedores. */
export function createProveedor(body: ProveedorCreate) {
  return api.post<Proveedor>('/proveedores', body);
}

/** PUT /proveedores/{id}: the whole supplier; `activo` deactivates or reactivates it. */
export function updateProveedor(id: number, body: ProveedorUpdate) {
  return api.put<Proveedor>(`/proveedores/${id}`, body);
}

/** DELETE /proveedores/{id}: erased, or deactivated when products name it (the answer says which). */
export function deleteProveedor(id: number, clientMutationId: string) {
  return api.del<ProveedorEliminado>(`/proveedores/${id}`, { body: { clientMutationId } });
}

/** A refusal of a save, with the api's code so the form can show it on its field. */
export class ProveedorRefusal extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'ProveedorRefusal';
    this.code = code;
  }
}

function unwrapSave(result: ApiResult<Proveedor>): Proveedor {
  if (result.success && result.data) return result.data;
  throw new ProveedorRefusal(result.message ?? '', result.code);
}

export type SaveProveedor = { id: number; body: ProveedorUpdate } | { id: null; body: ProveedorCreate };

/** Create or update as a mutation (a refusal rejects with the api's message); refreshes the suppliers. */
export function useSaveProveedor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (save: SaveProveedor) => unwrapSave(save.id === null ? await createProveedor(save.body) : await updateProveedor(save.id, save.body)),
    onSuccess: () => client.invalidateQueries({ queryKey: proveedoresKeys.all }),
  });
}

/** Delete as a mutation; resolves with the answer's message too ('eliminado' or 'desactivado'). */
export function useDeleteProveedor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, clientMutationId }: { id: number; clientMutationId: string }) => {
      const result = await deleteProveedor(id, clientMutationId);
      return { data: unwrap(result), message: result.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: proveedoresKeys.all }),
  });
}

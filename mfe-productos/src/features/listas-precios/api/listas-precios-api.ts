import type { ListaPrecio, ListaPrecioBody } from '@resto/shared/contracts';
import { api, type ApiResult } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const listasPreciosKeys = { all: ['listas-precios'] as const };

/** GET /listas-precios: the venue's lists, the one that wins first. */
export function useListasPrecios() {
  return useQuery({ queryKey: listasPreciosKeys.all, queryFn: fromApi((signal) => api.get<ListaPrecio[]>('/listas-precios', signal ? { signal } : {})) });
}

function unwrapSave(result: ApiResult<ListaPrecio>): ListaPrecio {
  if (result.success && result.data) return result.data;
  throw new Error(result.message ?? '');
}

export type SaveListaPrecio = { id: number | null; body: ListaPrecioBody };

/** POST or PUT /listas-precios (a refusal rejects with the api's message); refreshes the lists. */
export function useSaveListaPrecio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveListaPrecio) =>
      unwrapSave(id === null ? await api.post<ListaPrecio>('/listas-precios', body) : await api.put<ListaPrecio>(`/listas-precios/${id}`, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: listasPreciosKeys.all }),
  });
}

/** DELETE /listas-precios/{id}: lines already priced by it keep their price. */
export function useDeleteListaPrecio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, clientMutationId }: { id: number; clientMutationId: string }) => {
      const result = await api.del<null>(`/listas-precios/${id}`, { body: { clientMutationId } });
      if (!result.success) throw new Error(result.message ?? '');
    },
    onSuccess: () => client.invalidateQueries({ queryKey: listasPreciosKeys.all }),
  });
}

import type { Promocion, PromocionBody } from '@resto/shared/contracts';
import { api, type ApiResult } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const promocionesKeys = { all: ['promociones'] as const };

/** GET /promociones: the venue's promotions, the oldest first. */
export function usePromociones() {
  return useQuery({ queryKey: promocionesKeys.all, queryFn: fromApi((signal) => api.get<Promocion[]>('/promociones', signal ? { signal } : {})) });
}

function unwrapSave(result: ApiResult<Promocion>): Promocion {
  if (result.success && result.data) return result.data;
  throw new Error(result.message ?? '');
}

export type SavePromocion = { id: number | null; body: PromocionBody };

/** POST or PUT /promociones (a refusal rejects with the api's message); refreshes the list. */
export function useSavePromocion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SavePromocion) =>
      unwrapSave(id === null ? await api.post<Promocion>('/promociones', body) : await api.put<Promocion>(`/promociones/${id}`, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: promocionesKeys.all }),
  });
}

/** DELETE /promociones/{id}: lines already added under it keep it. */
export function useDeletePromocion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, clientMutationId }: { id: number; clientMutationId: string }) => {
      const result = await api.del<null>(`/promociones/${id}`, { body: { clientMutationId } });
      if (!result.success) throw new Error(result.message ?? '');
    },
    onSuccess: () => client.invalidateQueries({ queryKey: promocionesKeys.all }),
  });
}

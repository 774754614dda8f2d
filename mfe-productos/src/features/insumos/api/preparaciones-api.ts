import type { Preparacion, PreparacionInput } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { insumosKeys } from './insumos-keys';
import { unwrapSave } from './refusal';

/** GET /preparaciones: every preparation (sub-recipe) with its lines, its batch cost and its cost per unit. */
export function usePreparaciones(enabled = true) {
  return useQuery({ queryKey: insumosKeys.preparaciones, queryFn: fromApi((signal) => api.get<Preparacion[]>('/preparaciones', { signal })), enabled });
}

/** POST /preparaciones or PUT /preparaciones/{id}. */
export function useSavePreparacion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: PreparacionInput }) =>
      unwrapSave(id === null ? await api.post<Preparacion>('/preparaciones', body) : await api.put<Preparacion>(`/preparaciones/${id}`, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: insumosKeys.all }),
  });
}

/** DELETE /preparaciones/{id}: refused while a recipe or another preparation uses it. */
export function deletePreparacion(id: number, clientMutationId: string) {
  return api.del<unknown>(`/preparaciones/${id}`, { body: { clientMutationId } });
}

import type { Conversacion, Conversaciones } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const conversacionesKeys = { all: ['asistente', 'conversaciones'] as const };

/** GET /asistente/conversaciones: whether the venue keeps conversations, and the caller's own. */
export function useConversacionesQuery(enabled: boolean) {
  return useQuery({
    queryKey: conversacionesKeys.all,
    queryFn: fromApi((signal) => api.get<Conversaciones>('/asistente/conversaciones', { signal })),
    enabled,
  });
}

/** GET /asistente/conversaciones/:id: one of the caller's conversations with its messages. */
export function fetchConversacion(id: string) {
  return api.get<Conversacion>(`/asistente/conversaciones/${id}`);
}

/** DELETE /asistente/conversaciones/:id. */
export function deleteConversacion(id: string) {
  return api.del(`/asistente/conversaciones/${id}`, { body: { clientMutationId: crypto.randomUUID() } });
}

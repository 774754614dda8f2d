import type { AuditoriaPage, UsuarioPin } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const auditoriaKeys = { all: ['auditoria'] as const };

/** GET /auditoria: the newest actions above their limits (issue 17). */
export function useAuditoria(enabled = true) {
  return useQuery({ queryKey: auditoriaKeys.all, queryFn: fromApi((signal) => api.get<AuditoriaPage>('/auditoria', { signal, query: { limite: 50 } })), enabled });
}

/** PUT /usuarios/{id}/pin: sets or (null) removes a user's approval PIN. */
export function setPin(id: number, body: UsuarioPin) {
  return api.put(`/usuarios/${id}/pin`, body);
}

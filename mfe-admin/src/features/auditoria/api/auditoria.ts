import type { AuditoriaPage, AuditoriaQuery, UsuarioPin } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const auditoriaKeys = { all: ['auditoria'] as const, page: (q: AuditoriaQuery) => ['auditoria', q] as const };

/** The filters of the audit screen; empty ones are not sent (the api refuses unknown parameters, not absent ones). */
export interface AuditoriaFiltros {
  usuarioId: number | null;
  accion: string;
  fechaDesde: string;
  fechaHasta: string;
  pagina: number;
}

export const AUDITORIA_LIMITE = 50;

export function auditoriaQuery(f: AuditoriaFiltros): AuditoriaQuery {
  return {
    ...(f.usuarioId !== null ? { usuarioId: f.usuarioId } : {}),
    ...(f.accion ? { accion: f.accion } : {}),
    ...(f.fechaDesde ? { fechaDesde: f.fechaDesde } : {}),
    ...(f.fechaHasta ? { fechaHasta: f.fechaHasta } : {}),
    pagina: f.pagina,
    limite: AUDITORIA_LIMITE,
  };
}

/** GET /auditoria: the venue's audit log, newest first, by user, action and dates; read again each time the screen opens. */
export function useAuditoria(enabled: boolean, filtros: AuditoriaFiltros) {
  const query = auditoriaQuery(filtros);
  return useQuery({
    queryKey: auditoriaKeys.page(query),
    queryFn: fromApi((signal) => api.get<AuditoriaPage>('/auditoria', { signal, query })),
    enabled,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

/** PUT /usuarios/{id}/pin: sets or (null) removes a user's approval PIN. */
export function setPin(id: number, body: UsuarioPin) {
  return api.put(`/usuarios/${id}/pin`, body);
}

import { useQuery } from '@tanstack/react-query';
import { api } from '../../api-client/request';
import type { AccionAprobable, Autorizante } from '../../contracts';
import { unwrap } from '../../query';

/** Query keys of the approvers' list, one per action (who may approve differs by action). */
export const autorizantesKeys = {
  accion: (accion: AccionAprobable) => ['aprobaciones', 'autorizantes', accion] as const,
};

/** GET /aprobaciones/autorizantes?accion=: the venue's active users with a PIN who may approve `accion`, names only. */
export function getAutorizantes(accion: AccionAprobable, signal?: AbortSignal) {
  return api.get<Autorizante[]>('/aprobaciones/autorizantes', { query: { accion }, ...(signal ? { signal } : {}) });
}

/** Who may approve `accion`, read when the dialog opens (a manager given a PIN meanwhile shows up the next time). */
export function useAutorizantes(accion: AccionAprobable) {
  return useQuery({
    queryKey: autorizantesKeys.accion(accion),
    queryFn: async ({ signal }) => unwrap(await getAutorizantes(accion, signal)) ?? [],
  });
}

/** The approver the dialog names: the manager picked from the list, else what was typed. */
export interface ApproverInput {
  /** The id picked from the list ('' when none). */
  usuarioId: string;
  /** Typed: a badge's code (digits: the manager's user number), or their user name or e-mail. */
  usuario: string;
}

/** Who approves, as POST /api/aprobaciones takes it: the picked or badge's user id, else the typed name or e-mail. */
export function approverOf(input: ApproverInput): { usuarioId: number } | { usuario: string } {
  const picked = Number(input.usuarioId);
  if (input.usuarioId && Number.isInteger(picked) && picked > 0) return { usuarioId: picked };
  const typed = input.usuario.trim();
  return /^\d{1,9}$/.test(typed) && Number(typed) > 0 ? { usuarioId: Number(typed) } : { usuario: typed };
}

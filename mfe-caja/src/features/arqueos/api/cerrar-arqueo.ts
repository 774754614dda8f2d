import type { Arqueo, CerrarArqueo } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/**
 * POST /arqueos/{id}/cerrar: the count; the server computes the expected cash and the difference.
 * A register someone else opened needs a manager's approval token (`headers`).
 */
export function cerrarArqueo(id: number, body: CerrarArqueo, headers?: Record<string, string>) {
  return api.post<Arqueo>(`/arqueos/${id}/cerrar`, body, headers ? { headers } : undefined);
}

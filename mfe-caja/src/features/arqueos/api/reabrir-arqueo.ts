import type { Arqueo, ReabrirArqueo } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/**
 * POST /arqueos/{id}/reabrir: reopens the day's closed register with a reason; without
 * caja.supervisar it needs a manager's approval token (`headers`).
 */
export function reabrirArqueo(id: number, body: ReabrirArqueo, headers?: Record<string, string>) {
  return api.post<Arqueo>(`/arqueos/${id}/reabrir`, body, headers ? { headers } : undefined);
}

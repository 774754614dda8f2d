import { api, newClientMutationId } from '@resto/shared/api-client';
import type { TrabajoImpresion } from '@resto/shared/contracts';

/** GET /impresion/trabajos?advertencias=true: print jobs that did not print where they should, not yet acknowledged. */
export function getPrintWarnings(signal?: AbortSignal) {
  return api.get<TrabajoImpresion[]>('/impresion/trabajos', { query: { advertencias: 'true' }, ...(signal ? { signal } : {}) });
}

/** POST /impresion/trabajos/:id/reconocer: someone saw it; every screen drops it. */
export function acknowledgePrintWarning(id: number) {
  return api.post<TrabajoImpresion>(`/impresion/trabajos/${id}/reconocer`, { clientMutationId: newClientMutationId() });
}

import type { Gasto, GastoBody } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** PUT /gastos/{id}: the whole expense; above the venue's limit, with a manager's approval token (`headers`). */
export function updateGasto(id: number, body: GastoBody, headers?: Record<string, string>) {
  return api.put<Gasto>(`/gastos/${id}`, body, headers ? { headers } : undefined);
}

import type { Gasto, GastoBody } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** PUT /gastos/{id}: the whole expense. */
export function updateGasto(id: number, body: GastoBody) {
  return api.put<Gasto>(`/gastos/${id}`, body);
}

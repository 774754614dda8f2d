import type { Gasto, GastoBody } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /gastos: paid from the register (desdeCaja), it lowers the open audit's expected cash. */
export function createGasto(body: GastoBody) {
  return api.post<Gasto>('/gastos', body);
}

import type { Gasto, GastoBody } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/**
 * POST /gastos: paid from the register (desdeCaja), it lowers the open audit's expected cash.
 * Above the venue's limit it needs a manager's approval token (`headers`).
 */
export function createGasto(body: GastoBody, headers?: Record<string, string>) {
  return api.post<Gasto>('/gastos', body, headers ? { headers } : undefined);
}

import type { CuentaCorriente, PagoCuenta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/**
 * POST /clientes/{id}/pagos: a payment on account, which lowers the balance (cash goes into the
 * open register). Answers the account after it; a repeated ClientMutationId records it once.
 */
export function registrarPagoCuenta(clienteId: number, body: PagoCuenta) {
  return api.post<CuentaCorriente>(`/clientes/${clienteId}/pagos`, body);
}

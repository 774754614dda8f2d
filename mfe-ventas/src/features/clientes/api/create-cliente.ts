import type { Cliente, ClienteCreate } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /clientes. */
export function createCliente(body: ClienteCreate) {
  return api.post<Cliente>('/clientes', body);
}

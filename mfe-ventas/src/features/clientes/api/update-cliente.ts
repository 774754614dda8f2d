import type { Cliente, ClienteUpdate } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** PUT /clientes/{id}: the whole customer; `activo: true` reactivates. */
export function updateCliente(id: number, body: ClienteUpdate) {
  return api.put<Cliente>(`/clientes/${id}`, body);
}

import { api } from '@resto/shared/api-client';
import type { ClientesList } from '@resto/shared/contracts';

/** GET /clientes?q: active customers by name, e-mail, phone or fiscal id. */
export function buscarClientes(q: string, signal?: AbortSignal) {
  return api.get<ClientesList>('/clientes', { query: { q: q.trim(), limite: 20 }, ...(signal ? { signal } : {}) });
}

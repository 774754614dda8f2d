import { api } from '@resto/shared/api-client';
import type { Pedido } from '@resto/shared/contracts';

const TODOS = 'pendiente,preparacion,listo,entregado,cancelado';

/** GET /pedidos?draftId: every kitchen order of a table's draft, whatever its state, oldest first. */
export function getPedidosDeDraft(draftId: number, signal?: AbortSignal) {
  return api.get<Pedido[]>('/pedidos', { query: { draftId, estado: TODOS }, ...(signal ? { signal } : {}) });
}

import { api } from '@resto/shared/api-client';
import type { ApiResult } from '@resto/shared/api-client';
import type { PagoInput, Pedido, PedidoCanal, PedidoEstado, PedidoInput, PedidoTipo, Venta } from '@resto/shared/contracts';

export interface PedidosFilter {
  estado?: readonly PedidoEstado[] | undefined;
  tipo?: PedidoTipo | undefined;
  canal?: PedidoCanal | undefined;
  fechaDesde?: string | undefined;
  fechaHasta?: string | undefined;
  programados?: boolean | undefined;
}

/** Query keys of the orders screens: invalidate `pedidosKeys.all` on any order event. */
export const pedidosKeys = {
  all: ['pedidos'] as const,
  list: (f: PedidosFilter) => ['pedidos', 'list', f] as const,
};

/** GET /pedidos: without status nor dates, the orders in progress; oldest first. */
export function getPedidos(f: PedidosFilter, signal?: AbortSignal) {
  return api.get<Pedido[]>('/pedidos', {
    query: {
      estado: f.estado?.length ? f.estado.join(',') : undefined,
      tipo: f.tipo,
      canal: f.canal,
      fechaDesde: f.fechaDesde,
      fechaHasta: f.fechaHasta,
      programados: f.programados ? 'true' : undefined,
    },
    ...(signal ? { signal } : {}),
  });
}

/** PATCH /pedidos/{id}/estado: forward, one step back, or cancelled with a reason. */
export function cambiarEstado(id: number, estado: PedidoEstado, clientMutationId: string, motivo?: string) {
  return api.patch<Pedido>(`/pedidos/${id}/estado`, { estado, clientMutationId, ...(motivo ? { motivo } : {}) });
}

/** POST /pedidos: a counter, takeaway or delivery order (prices come from the products). */
export function crearPedido(body: PedidoInput) {
  return api.post<Pedido>('/pedidos', body);
}

/** PUT /pedidos/{id}: a counter, takeaway or delivery order, edited while pendiente. */
export function editarPedido(id: number, body: PedidoInput) {
  return api.put<Pedido>(`/pedidos/${id}`, body);
}

/**
 * POST /pedidos/{id}/cobrar (the register's money path, linking the sale to the order), then the
 * sale itself (GET /ventas/{id}) for the close-sale dialog's document step.
 */
export async function cobrarPedido(id: number, pagos: PagoInput[], clientMutationId: string): Promise<ApiResult<Venta>> {
  const res = await api.post<Pedido>(`/pedidos/${id}/cobrar`, { pagos, clientMutationId });
  if (!res.success || !res.data?.ventaId) {
    const { data: _data, ...failure } = res;
    return { ...failure, success: false };
  }
  return api.get<Venta>(`/ventas/${res.data.ventaId}`);
}

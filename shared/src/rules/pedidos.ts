/*
 * Kitchen order statuses (SPEC §4 Order statuses) and the moves between them. The spec does not
 * show the allowed transitions; these follow the kitchen's flow: forward only, and an order can
 * be cancelled until it is ready.
 */

export const PEDIDO_ESTADOS = ['pendiente', 'preparacion', 'listo', 'entregado', 'cancelado'] as const;
export type PedidoEstado = (typeof PEDIDO_ESTADOS)[number];

const NEXT: Record<PedidoEstado, readonly PedidoEstado[]> = {
  pendiente: ['preparacion', 'listo', 'cancelado'],
  preparacion: ['listo', 'cancelado'],
  listo: ['entregado'],
  entregado: [],
  cancelado: [],
};

export function canChangePedidoEstado(from: PedidoEstado, to: PedidoEstado): boolean {
  return NEXT[from].includes(to);
}

/** Orders still in the kitchen's hands (the orders screen's "in progress"). */
export const PEDIDO_ESTADOS_EN_CURSO: readonly PedidoEstado[] = ['pendiente', 'preparacion', 'listo'];

/** SPEC §9: the critical-order alert threshold, in minutes. */
export const CRITICAL_ORDER_MINUTES = 35;

/** Only pendiente and preparacion orders can be late; late once their age reaches the threshold. */
export function isCriticalPedido(
  pedido: { estado: PedidoEstado; fechaCreacion: string },
  now: Date = new Date(),
  thresholdMinutes: number = CRITICAL_ORDER_MINUTES,
): boolean {
  if (pedido.estado !== 'pendiente' && pedido.estado !== 'preparacion') return false;
  return now.getTime() - new Date(pedido.fechaCreacion).getTime() >= thresholdMinutes * 60_000;
}

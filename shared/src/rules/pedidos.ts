/*
 * Kitchen order statuses (Order statuses) and the moves between them. The spec does not
 * show the allowed transitions; these follow the kitchen's flow: forward, one step back for a
 * mistaken bump, and an order can be cancelled until it is ready.
 */

export const PEDIDO_ESTADOS = ['pendiente', 'preparacion', 'listo', 'entregado', 'cancelado'] as const;
export type PedidoEstado = (typeof PEDIDO_ESTADOS)[number];

const NEXT: Record<PedidoEstado, readonly PedidoEstado[]> = {
  pendiente: ['preparacion', 'listo', 'cancelado'],
  // One step back undoes a mistaken bump.
  preparacion: ['listo', 'pendiente', 'cancelado'],
  listo: ['entregado', 'preparacion'],
  entregado: ['listo'],
  cancelado: [],
};

/** The next status of the kitchen's flow (one tap on the orders screen), or null at its end. */
export function nextPedidoEstado(estado: PedidoEstado): PedidoEstado | null {
  const flow: Partial<Record<PedidoEstado, PedidoEstado>> = { pendiente: 'preparacion', preparacion: 'listo', listo: 'entregado' };
  return flow[estado] ?? null;
}

/** The status one step back (undo a mistaken bump), or null. */
export function previousPedidoEstado(estado: PedidoEstado): PedidoEstado | null {
  const back: Partial<Record<PedidoEstado, PedidoEstado>> = { preparacion: 'pendiente', listo: 'preparacion', entregado: 'listo' };
  return back[estado] ?? null;
}

export function canChangePedidoEstado(from: PedidoEstado, to: PedidoEstado): boolean {
  return NEXT[from].includes(to);
}

/** Orders still in the kitchen's hands (the orders screen's "in progress"). */
export const PEDIDO_ESTADOS_EN_CURSO: readonly PedidoEstado[] = ['pendiente', 'preparacion', 'listo'];

/** The critical-order alert threshold, in minutes. */
export const CRITICAL_ORDER_MINUTES = 35;

/** Only pendiente and preparacion orders can be late; late once their age reaches the threshold. */
export function isCriticalPedido(pedido: { estado: PedidoEstado; fechaCreacion: string }, now: Date = new Date(), thresholdMinutes: number = CRITICAL_ORDER_MINUTES): boolean {
  if (pedido.estado !== 'pendiente' && pedido.estado !== 'preparacion') return false;
  return now.getTime() - new Date(pedido.fechaCreacion).getTime() >= thresholdMinutes * 60_000;
}

/** How often the header re-reads the critical count, in ms. */
export const CRITICAL_ORDER_REFRESH_MS = 5000;
/** The venue may set it between 1 s and 5 min (settings screen). */
export const CRITICAL_ORDER_REFRESH_MIN_MS = 1000;
export const CRITICAL_ORDER_REFRESH_MAX_MS = 300_000;

/** Whole minutes since the order reached the kitchen. */
export function pedidoAgeMinutes(fechaCreacion: string, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(fechaCreacion).getTime()) / 60_000));
}

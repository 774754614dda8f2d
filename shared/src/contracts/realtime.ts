/** Payloads of the /ws/mesas hub events (SPEC §7 Real-time hubs). camelCase on the wire. */
export interface MesaOpenedEvent {
  mesaNumero: number;
  mesaId: number;
  draftId: number;
  clientMutationId?: string | null;
  ultimaActualizacion: string;
}
export interface PedidoConfirmedEvent {
  mesaNumero: number;
  mesaId: number;
  draftId: number;
  clientMutationId?: string | null;
  ultimaActualizacion: string;
}
export interface ProductoRemovedEvent {
  mesaNumero: number;
  itemId: number;
  ultimaActualizacion: string;
  clientMutationId?: string | null;
  /** Added with the table drafts (issue 4); older senders may omit them. */
  mesaId?: number;
  draftId?: number;
}
export interface MesaClosedEvent {
  mesaNumero: number;
  clientMutationId?: string | null;
  /** Added with the table drafts (issue 4); older senders may omit them. */
  mesaId?: number;
  draftId?: number;
  /** cancelado, finalizado (then `ventaId` is the sale) or inactividad (the idle cleanup). */
  motivo?: 'cancelado' | 'finalizado' | 'inactividad';
  ventaId?: number | null;
}
export interface MesasHubEvents {
  MesaOpened: MesaOpenedEvent;
  PedidoConfirmed: PedidoConfirmedEvent;
  ProductoRemoved: ProductoRemovedEvent;
  MesaClosed: MesaClosedEvent;
}
export type MesasHubEventName = keyof MesasHubEvents;
export const MESAS_HUB_EVENTS: MesasHubEventName[] = ['MesaOpened', 'PedidoConfirmed', 'ProductoRemoved', 'MesaClosed'];

export type HubName = 'mesas' | 'ventas';
export const HUB_PATHS: Record<HubName, string> = { mesas: '/ws/mesas', ventas: '/ws/ventas' };

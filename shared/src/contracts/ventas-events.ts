import type { ConfiguracionActualizadaEvent } from './config';
import type { ListasPreciosChangedEvent } from './listas-precios';

/**
 * Events pushed on /ws/ventas to every connection of the venue (camelCase payloads). Each carries
 * the ClientMutationId of the call that caused it, so the originating screen can skip its own.
 */
export interface VentaDraftEnviadaEvent {
  draftId: number;
  origen: 'mostrador' | 'movil' | 'mesa';
  total: number;
  cantidadItems: number;
  usuario: string;
  clientMutationId: string | null;
}
export interface VentaDraftDescartadaEvent {
  draftId: number;
  clientMutationId: string | null;
}
export interface VentaFinalizadaEvent {
  ventaId: number;
  numero: number;
  total: number;
  /** The draft it came from, or null for a counter sale. */
  draftId: number | null;
  arqueoId: number | null;
  clientMutationId: string | null;
}
export interface VentaAnuladaEvent {
  ventaId: number;
  numero: number;
  arqueoId: number | null;
  clientMutationId: string | null;
}
/** The register's cash changed for another reason: opened, closed, an expense or a payment on account. */
export interface ArqueoActualizadoEvent {
  arqueoId: number;
  motivo: 'apertura' | 'cierre' | 'gasto' | 'cobro_cuenta';
  clientMutationId: string | null;
}
export interface VentasHubEvents {
  /** A venue setting changed: see ConfiguracionActualizadaEvent in config.ts. */
  ConfiguracionActualizada: ConfiguracionActualizadaEvent;
  VentaDraftEnviada: VentaDraftEnviadaEvent;
  VentaDraftDescartada: VentaDraftDescartadaEvent;
  VentaFinalizada: VentaFinalizadaEvent;
  VentaAnulada: VentaAnuladaEvent;
  ArqueoActualizado: ArqueoActualizadoEvent;
  /** What the price lists price now changed: see ListasPreciosChangedEvent in listas-precios.ts. */
  ListasPreciosChanged: ListasPreciosChangedEvent;
}
export type VentasHubEventName = keyof VentasHubEvents;
export const VENTAS_HUB_EVENTS: VentasHubEventName[] = [
  'VentaDraftEnviada',
  'VentaDraftDescartada',
  'VentaFinalizada',
  'VentaAnulada',
  'ArqueoActualizado',
  'ConfiguracionActualizada',
  'ListasPreciosChanged',
];

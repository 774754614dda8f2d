import type { Venta, VentaFinalizadaEvent, VentasHubEventName, VentasHubEvents } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { VENTAS_GROUP, VENTAS_TOTALES_GROUP } from './hub-groups';

/**
 * Pushes a /ws/ventas event to every register screen of the venue. Called after the commit and
 * only for mutations that were not replayed; a failed push is logged, never turned into a failed
 * sale (the screens re-read their state on reconnect).
 */
export function publishVentasEvent<K extends VentasHubEventName>(app: FastifyInstance, localId: number, target: K, payload: VentasHubEvents[K]): void {
  // Sales, phone drafts and the register go only to those who may see them; settings and prices to everyone.
  const group = target === 'ConfiguracionActualizada' || target === 'ListasPreciosChanged' ? VENTAS_GROUP : VENTAS_TOTALES_GROUP;
  app.hubs.toGroup('ventas', localId, group, target, [payload]).catch((error: unknown) => {
    app.log.error({ err: error, target }, 'no se pudo publicar el evento de ventas');
  });
}

/** The VentaFinalizada payload of a paid sale (`draftId` when it came from a sale draft). */
export function saleFinalizedEvent(venta: Venta, draftId: number | null, clientMutationId: string | null | undefined): VentaFinalizadaEvent {
  return { ventaId: venta.id, numero: venta.numero ?? 0, total: venta.total, draftId, arqueoId: venta.arqueoId, clientMutationId: clientMutationId ?? null };
}

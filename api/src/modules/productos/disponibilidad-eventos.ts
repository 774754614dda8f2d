import { PRODUCTOS_DISPONIBILIDAD_EVENT, type ProductosDisponibilidadEvent } from '@resto/shared/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VENTAS_GROUP } from '../../hubs';
import { alMoverseInsumos } from '../insumos';
import { productosAfectados } from './disponibilidad.service';

/**
 * Tells every screen of the venue that sells (the tables' and handhelds' on /ws/mesas, the
 * counters' on /ws/ventas) that these products became unavailable or available again, so they
 * re-read GET /api/productos/disponibilidad. Through the backplane to every instance, once the
 * change is committed (the caller sends it after its transaction, never on a replay).
 */
export function sendDisponibilidad(app: FastifyInstance, localId: number, productoIds: readonly number[]): void {
  const ids = [...new Set(productoIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const event: ProductosDisponibilidadEvent = { productoIds: ids };
  const failed = (error: unknown) => app.log.error({ err: error, localId }, 'no se pudo publicar el cambio de disponibilidad de productos');
  app.hubs.toVenue('mesas', localId, PRODUCTOS_DISPONIBILIDAD_EVENT, [event]).catch(failed);
  app.hubs.toGroup('ventas', localId, VENTAS_GROUP, PRODUCTOS_DISPONIBILIDAD_EVENT, [event]).catch(failed);
}

/**
 * Once stock moves (a sale, a void, waste, a count, a stock set by hand, a purchase's arrival),
 * the products whose availability it changed are told to the screens.
 */
export const disponibilidadAvisosPlugin = fp(
  async (app: FastifyInstance) => {
    alMoverseInsumos(app, async (localId, insumoIds) => {
      sendDisponibilidad(app, localId, await productosAfectados(app.db, localId, insumoIds));
    });
  },
  { name: 'disponibilidad-avisos' },
);

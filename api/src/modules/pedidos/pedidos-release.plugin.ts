import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { publishPedido } from './pedidos.routes';
import { releaseDue } from './pedidos.service';

export interface PedidosReleaseOptions {
  /** How often held orders (booked for later) are checked for release. Default 15 s; 0 turns it off. */
  intervalMs?: number;
}

/**
 * Releases the orders booked for later to the kitchen at their time and pushes them on the hub.
 * Several instances may run it at once: rows are locked (skipped when taken) on PostgreSQL, and a
 * release is conditional on the order still being held.
 */
export const pedidosReleasePlugin = fp(
  async (app: FastifyInstance, opts: PedidosReleaseOptions) => {
    const intervalMs = opts.intervalMs ?? 15_000;
    if (intervalMs <= 0) return;
    const run = async () => {
      const released = await app.db.transaction().execute((trx) => releaseDue(trx, new Date()));
      for (const { localId, pedido } of released) publishPedido(app, localId, pedido, null);
      if (released.length > 0) app.log.info({ liberados: released.length }, 'pedidos programados enviados a la cocina');
    };

    runPeriodically(app, intervalMs, run, 'falló la liberación de pedidos programados');
  },
  { name: 'pedidos-release' },
);

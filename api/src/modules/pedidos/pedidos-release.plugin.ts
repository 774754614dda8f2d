import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
    let running: Promise<void> | null = null;

    const run = async () => {
      const released = await app.db.transaction().execute((trx) => releaseDue(trx, new Date()));
      for (const { localId, pedido } of released) publishPedido(app, localId, pedido, null);
      if (released.length > 0) app.log.info({ liberados: released.length }, 'pedidos programados enviados a la cocina');
    };

    const timer = setInterval(() => {
      if (running) return;
      running = run()
        .catch((error: unknown) => app.log.error({ err: error }, 'falló la liberación de pedidos programados'))
        .finally(() => {
          running = null;
        });
    }, intervalMs);
    timer.unref();

    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'pedidos-release' },
);

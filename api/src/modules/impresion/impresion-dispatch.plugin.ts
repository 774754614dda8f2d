import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { confirmTimeoutMs, envMs } from './impresion.config';
import { dispatchDue, toTrabajos } from './impresion-cola.service';
import { publishTrabajo } from './impresion.routes';

export interface ImpresionDispatchOptions {
  /** How often the queue is read. Default PRINT_DISPATCH_MS or 1000 ms; 0 turns the dispatcher off. */
  intervalMs?: number;
  /** How long a printer has to take a ticket and confirm it. Default PRINT_CONFIRM_TIMEOUT_MS or 8000 ms. */
  confirmTimeoutMs?: number;
  /** How long a browser tab at the station has to print a job of a browser, USB or serial printer. Default PRINT_BROWSER_CONFIRM_TIMEOUT_MS or 60000 ms. */
  browserTimeoutMs?: number;
}

/**
 * The print dispatcher: sends queued jobs to network printers, reroutes the ones not
 * confirmed in time to the station's backup, and pushes every change on /ws/mesas. Several
 * instances may run it: a job is taken by a conditional update, so only one sends it.
 */
export const impresionDispatchPlugin = fp(
  async (app: FastifyInstance, opts: ImpresionDispatchOptions) => {
    const intervalMs = opts.intervalMs ?? envMs('PRINT_DISPATCH_MS', 1000);
    if (intervalMs <= 0) return;
    const timeout = opts.confirmTimeoutMs ?? confirmTimeoutMs();
    const browserTimeoutMs = opts.browserTimeoutMs ?? envMs('PRINT_BROWSER_CONFIRM_TIMEOUT_MS', 60_000);
    const run = async () => {
      const changed = await dispatchDue(app.db, { confirmTimeoutMs: timeout, browserTimeoutMs });
      if (changed.length === 0) return;
      for (const trabajo of await toTrabajos(app.db, changed)) {
        const row = changed.find((c) => c.id === trabajo.id)!;
        publishTrabajo(app, row.localId, trabajo);
        if (trabajo.advertencia && trabajo.estado !== 'confirmed') app.log.warn({ trabajoId: trabajo.id, estado: trabajo.estado }, trabajo.advertencia);
      }
    };
    runPeriodically(app, intervalMs, run, 'falló el envío de la cola de impresión');
  },
  { name: 'impresion-dispatch' },
);

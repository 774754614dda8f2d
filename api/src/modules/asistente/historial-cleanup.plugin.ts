import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { podarConversaciones } from './historial';

export interface HistorialCleanupOptions {
  /** How often the stored conversations past each venue's retention are deleted. Default hourly; 0 turns it off. */
  intervalMs?: number;
}

const HOUR_MS = 3_600_000;

/**
 * Deletes the assistant's stored conversations older than each venue's retention (and any left
 * in a venue that stopped keeping them). Several instances may run it at once: a delete is a
 * delete.
 */
export const historialCleanupPlugin = fp(
  async (app: FastifyInstance, opts: HistorialCleanupOptions) => {
    const intervalMs = opts.intervalMs ?? HOUR_MS;
    if (intervalMs <= 0) return;
    const run = async () => {
      const deleted = await podarConversaciones(app.db, new Date());
      if (deleted > 0) app.log.info({ borradas: deleted }, 'conversaciones del asistente vencidas borradas');
    };
    runPeriodically(app, intervalMs, run, 'falló la limpieza de conversaciones del asistente');
  },
  { name: 'asistente-historial-cleanup' },
);

import { DRAFT_CLEANUP_DEFAULT_HOURS, idleCutoff } from '@resto/shared/rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { publishTableEvents } from './drafts.events';
import { sweepIdleDrafts } from './idle-drafts';

export interface DraftsCleanupOptions {
  /** How often the idle drafts of every venue are cancelled. Default hourly; 0 turns it off. */
  intervalMs?: number;
  /** Hours without changes after which a draft counts as abandoned. Default 24. */
  horasInactividad?: number;
}

const HOUR_MS = 3_600_000;

/**
 * Cancels abandoned drafts on a schedule (those none of whose lines reached the kitchen), as POST /mesas/drafts/limpiar does on demand. Several
 * instances may run it at once: each draft ends once (the end is conditional) and only the
 * instance that ended it tells the hubs.
 */
export const draftsCleanupPlugin = fp(
  async (app: FastifyInstance, opts: DraftsCleanupOptions) => {
    const intervalMs = opts.intervalMs ?? HOUR_MS;
    const hours = opts.horasInactividad ?? DRAFT_CLEANUP_DEFAULT_HOURS;
    if (intervalMs <= 0) return;
    const run = async () => {
      const { closed, pendientes } = await app.db.transaction().execute((trx) => sweepIdleDrafts(trx, null, idleCutoff(new Date(), hours)));
      for (const { localId, event, more } of closed) publishTableEvents(app, localId, [event, ...more], null);
      if (closed.length > 0) app.log.info({ cancelados: closed.length }, 'drafts inactivos cancelados');
      // Tables with lines that reached the kitchen are a manager's to charge or cancel, never the job's.
      if (pendientes.length > 0)
        app.log.warn(
          { mesas: pendientes.map((p) => ({ localId: p.localId, mesa: p.numeroMesa, total: p.total })) },
          'drafts inactivos con productos enviados a cocina: quedan abiertos',
        );
    };

    runPeriodically(app, intervalMs, run, 'falló la limpieza de drafts inactivos');
  },
  { name: 'drafts-cleanup' },
);

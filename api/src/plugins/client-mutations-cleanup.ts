import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic-job';
import { pruneMutations } from '../db/client-mutations.repository';
import { pruneItemStates } from '../modules/mesas';

export interface ClientMutationsCleanupOptions {
  /** Days a ClientMutationId is remembered (CLIENT_MUTATIONS_KEEP_DAYS, default 7). */
  keepDays?: number;
  /** How often old records are pruned. Default hourly; 0 turns it off. */
  intervalMs?: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The ISO instant before which records are forgotten, `keepDays` before `now`. */
export function mutationsCutoff(now: Date, keepDays: number): string {
  return new Date(now.getTime() - keepDays * DAY_MS).toISOString();
}

/**
 * Prunes old ClientMutationId records on a schedule so that client_mutations does not grow
 * forever. They are kept for days, not minutes: an offline handheld may send its queue of
 * mutations long after it made them, and each must still apply once. A retry after the window
 * applies again.
 */
export const clientMutationsCleanupPlugin = fp(
  async (app: FastifyInstance, opts: ClientMutationsCleanupOptions) => {
    const intervalMs = opts.intervalMs ?? HOUR_MS;
    const keepDays = opts.keepDays ?? 7;
    if (intervalMs <= 0) return;
    const run = async () => {
      const cutoff = mutationsCutoff(new Date(), keepDays);
      const pruned = await pruneMutations(app.db, cutoff);
      // The item states kept for rebuilding the replies of comanda adds recorded as long ago (0020).
      await pruneItemStates(app.db, cutoff);
      if (pruned > 0) app.log.info({ borrados: pruned }, 'ClientMutationIds viejos borrados');
    };

    runPeriodically(app, intervalMs, run, 'falló la limpieza de ClientMutationIds');
  },
  { name: 'client-mutations-cleanup' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job';
import { cambiosDeVigencia, publishListasPreciosChanged } from './listas-precios-eventos';

export interface ListasPreciosVigenciaOptions {
  /**
   * How often the windows are checked, in ms. Default: at the start of every minute (a window's
   * `desde` and `hasta` are minutes of the venue's zone, and every zone's offset is whole
   * minutes, so each opening or closing falls on one); tests shorten it; 0 turns it off.
   */
  intervalMs?: number;
}

/** Past the minute's start, so that the check reads the new minute even on a clock a little behind. */
const MINUTE_MARGIN_MS = 250;

/** Runs `job` at the start of each minute of the clock, as runPeriodically runs a job: never stacked, a failure logged. */
function runEachMinute(app: FastifyInstance, job: () => Promise<void>, failureMessage: string): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let closed = false;
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + MINUTE_MARGIN_MS);
    timer.unref();
  };
  const tick = () => {
    running = job()
      .catch((error: unknown) => app.log.error({ err: error }, failureMessage))
      .finally(() => {
        running = null;
        schedule();
      });
  };
  schedule();
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}

/**
 * Tells the screens when a price list's window opens or closes: each check compares which lists
 * held at the previous check and hold now, and publishes ListasPreciosChanged for the venues and
 * channels where that changed. Every instance runs it and tells only its own connections (the
 * clock is the same for all), so several instances need no lock and a screen hears it once.
 */
export const listasPreciosVigenciaPlugin = fp(
  async (app: FastifyInstance, opts: ListasPreciosVigenciaOptions) => {
    if (opts.intervalMs !== undefined && opts.intervalMs <= 0) return;
    let anterior = new Date();
    const run = async () => {
      const ahora = new Date();
      const cambios = await cambiosDeVigencia(app.db, anterior, ahora);
      anterior = ahora;
      for (const { localId, canales } of cambios) publishListasPreciosChanged(app, localId, { canales, motivo: 'vigencia', clientMutationId: null }, { here: true });
    };
    const failure = 'falló el aviso de las ventanas de las listas de precios';
    if (opts.intervalMs === undefined) runEachMinute(app, run, failure);
    else runPeriodically(app, opts.intervalMs, run, failure);
  },
  { name: 'listas-precios-vigencia' },
);

import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `intervalMs` while the app lives: a slow run is not stacked on by the next tick,
 * a failure is logged with `failureMessage` (the next tick tries again), the timer does not keep
 * the process alive, and closing the app waits for a run in progress.
 */
export function runPeriodically(app: FastifyInstance, intervalMs: number, job: () => Promise<void>, failureMessage: string): void {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .catch((error: unknown) => app.log.error({ err: error }, failureMessage))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

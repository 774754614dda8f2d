/*
 * What the first view does not need waits until it is on screen: the table list, or a
 * table's order when the phone reloads on one. The header's exchange rate and the print warnings
 * used to start their requests in the same task as the list's first effects (on a phone at 4x CPU
 * 12 ms warm to 40 ms cold of main thread between the list's paint and the moment a tap could be
 * handled); the shared Spanish texts the first script leaves out come after it too.
 */
let shown = false;
let waiting: (() => void)[] = [];

/**
 * The first view was painted (or could not be: its error is on screen). What waits for it starts
 * in a task of its own, after the current one, so the phone can take a tap in between.
 */
export function firstViewShown(): void {
  if (shown) return;
  shown = true;
  const run = waiting;
  waiting = [];
  setTimeout(() => run.forEach((resolve) => resolve()), 0);
}

/** Resolves once the first view was shown (at once after that). */
export function afterFirstView(): Promise<void> {
  if (shown) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}

/** Tests: as a fresh page. */
export function resetFirstView(): void {
  shown = false;
  waiting = [];
}

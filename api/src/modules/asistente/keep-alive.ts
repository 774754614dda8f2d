import { CHAT_KEEPALIVE } from '@resto/shared/contracts';

/**
 * The answer's text as it comes, with `CHAT_KEEPALIVE` yielded every `everyMs` while the source
 * is silent (before its first part and between parts): a proxy with a read timeout shorter than
 * the provider's pause would otherwise cut the answer. The beat is outside the answer's text (the
 * api client removes it), so the wait is still bounded by the provider's own limit.
 */
export async function* withKeepAlive(source: AsyncIterable<string>, everyMs: number): AsyncGenerator<string> {
  const it = source[Symbol.asyncIterator]();
  let finished = false;
  try {
    // One pending next() at a time: a beat never asks the source for more.
    let pending = it.next();
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const beat = new Promise<'beat'>((resolve) => {
        timer = setTimeout(() => resolve('beat'), everyMs);
      });
      const next = await Promise.race([pending, beat]).finally(() => clearTimeout(timer));
      if (next === 'beat') {
        yield CHAT_KEEPALIVE;
        continue;
      }
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
      pending = it.next();
    }
  } finally {
    // The reader left early (the person closed the drawer): end the source too, without waiting
    // for a part it may still be waiting for (its provider call is aborted by then).
    if (!finished) void it.return?.()?.catch(() => {});
  }
}

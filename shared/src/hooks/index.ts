import { useEffect, useState } from 'react';

/*
 * Small React hooks with no UI kit behind them: the waiter handheld (plain React, no Chakra) and
 * the desktop share them.
 */

/** The current time, renewed every `intervalMs` (clocks tick, "minutes open" keeps counting). */
export function useNow(intervalMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

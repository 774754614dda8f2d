import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs` (default 15 s) so "minutes open" keeps ticking. */
export function useNow(intervalMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

import { useEffect, useState } from 'react';

/** The current time, re-rendering every `intervalMs` (SPEC §9: the header clock ticks each second). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

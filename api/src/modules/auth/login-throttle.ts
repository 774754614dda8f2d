interface Counter {
  failures: number;
  resetAt: number;
}

/**
 * Counts failed logins per key (IP, e-mail) in memory. After `maxFailures` within `windowMs`
 * of the first failure the key is blocked until the window ends. One process only: a second api
 * instance keeps its own counters, which is acceptable for a brute-force brake.
 */
export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the first of `keys` is unblocked, or 0 when none is blocked. */
  blockedFor(keys: string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const counter = this.live(key, now);
      if (counter && counter.failures >= this.maxFailures) wait = Math.max(wait, counter.resetAt - now);
    }
    return wait;
  }

  recordFailure(keys: string[]): void {
    const now = this.now();
    for (const key of keys) {
      const counter = this.live(key, now);
      if (counter) counter.failures += 1;
      else this.counters.set(key, { failures: 1, resetAt: now + this.windowMs });
    }
    if (this.counters.size > 10_000) this.prune(now);
  }

  clear(keys: string[]): void {
    for (const key of keys) this.counters.delete(key);
  }

  private live(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && counter.resetAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  private prune(now: number): void {
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }
}

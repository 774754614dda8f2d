import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './login-throttle.repository';

/**
 * The back-off shared by sign-in and the manager's PIN: no wait for the first `free` attempts,
 * then `baseMs` doubling with every further attempt, never more than `maxMs`.
 */
export function backoffDelay(attempts: number, free: number, baseMs: number, maxMs: number): number {
  if (attempts < free) return 0;
  // 2^31 ms is weeks: past it the cap applies anyway, and the shift stays in range.
  return Math.min(maxMs, baseMs * 2 ** Math.min(attempts - free, 31));
}

interface Counter {
  /** Attempts counted (evaluated) and not yet forgiven. */
  attempts: number;
  /** When the last counted attempt was let through. */
  lastAt: number;
}

export interface LoginThrottleOptions {
  /** Attempts an account key may make with no wait at all (LOGIN_MAX_FAILURES, 5). */
  freeAttempts: number;
  /**
   * The same for an address key (`ip:`), default `freeAttempts`: a venue's staff share one
   * public address, so it gets more room (LOGIN_MAX_FAILURES_PER_ADDRESS, 20).
   */
  addressFreeAttempts?: number;
  /** First wait once the free attempts are used (1 s); it doubles with every further attempt. */
  baseDelayMs: number;
  /** Longest wait (LOGIN_BACKOFF_MAX_SECONDS, 60 s): nobody is ever locked out for longer. */
  maxDelayMs: number;
  /** A key with no attempt for this long is forgotten (LOGIN_WINDOW_MINUTES, 15). */
  forgetAfterMs: number;
}

/** What `attempt` decided: go ahead (the attempt is already counted) or wait `waitMs`. */
export type AttemptDecision = { allowed: true } | { allowed: false; waitMs: number };

/** What sign-in needs of a limiter: count before verifying, and forgive after a success. */
export interface Throttle {
  attempt(keys: string[]): AttemptDecision | Promise<AttemptDecision>;
  succeeded(forget: string[], refund: string[]): void | Promise<void>;
}

/**
 * The sign-in limiter, per key (`email:<address>`, `ip:<address>`), in memory (one process: a
 * second api instance keeps its own counters, acceptable for a brute-force brake).
 *
 * An attempt is counted BEFORE its password is verified, in one synchronous step (no await
 * between the check and the count), so 200 concurrent guesses cannot all pass the check before
 * any of them is recorded: only `freeAttempts` of them are let through. After the free attempts
 * each further attempt must wait for a back-off that doubles from `baseDelayMs` up to
 * `maxDelayMs` since the previous counted one; a refused attempt is not counted and does not
 * lengthen the wait. So the right password always works once the wait (at most `maxDelayMs`) has
 * passed: nobody can lock the owner out, and a guesser gets at most one try per `maxDelayMs`.
 *
 * A success forgets the account's counter and takes back only its own count from the address, so
 * one's own valid sign-in cannot be used to reset the guesses made from that address on others.
 */
export class LoginThrottle implements Throttle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly opts: LoginThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** The wait a key owes after `attempts` counted attempts. */
  delayAfter(attempts: number, key = ''): number {
    const free = key.startsWith('ip:') ? (this.opts.addressFreeAttempts ?? this.opts.freeAttempts) : this.opts.freeAttempts;
    return backoffDelay(attempts, free, this.opts.baseDelayMs, this.opts.maxDelayMs);
  }

  /** Milliseconds until every one of `keys` may be tried again (0: now). Counts nothing. */
  waitFor(keys: string[]): number {
    const now = this.now();
    let wait = 0;
    for (const key of keys) {
      const counter = this.live(key, now);
      if (counter) wait = Math.max(wait, counter.lastAt + this.delayAfter(counter.attempts, key) - now);
    }
    return wait;
  }

  /**
   * Checks and counts in one step: when no key has to wait, every key's counter goes up by one
   * and the attempt may be evaluated; otherwise nothing changes and the caller answers 429.
   */
  attempt(keys: string[]): AttemptDecision {
    const wait = this.waitFor(keys);
    if (wait > 0) return { allowed: false, waitMs: wait };
    const now = this.now();
    for (const key of keys) {
      const counter = this.live(key, now);
      if (counter) {
        counter.attempts += 1;
        counter.lastAt = now;
      } else {
        this.counters.set(key, { attempts: 1, lastAt: now });
      }
    }
    if (this.counters.size > 10_000) this.prune(now);
    return { allowed: true };
  }

  /** A counted attempt that succeeded: `forget` keys are cleared, `refund` keys lose this one count. */
  succeeded(forget: string[], refund: string[]): void {
    for (const key of forget) this.counters.delete(key);
    for (const key of refund) {
      const counter = this.counters.get(key);
      if (!counter) continue;
      counter.attempts -= 1;
      if (counter.attempts <= 0) this.counters.delete(key);
    }
  }

  /** Counted attempts of a key still remembered (tests, diagnostics). */
  attemptsOf(key: string): number {
    return this.live(key, this.now())?.attempts ?? 0;
  }

  private live(key: string, now: number): Counter | undefined {
    const counter = this.counters.get(key);
    if (counter && now - counter.lastAt >= this.opts.forgetAfterMs + this.delayAfter(counter.attempts, key)) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  private prune(now: number): void {
    for (const key of [...this.counters.keys()]) this.live(key, now);
  }
}

/**
 * The same limiter with its counters in the database (table `login_intentos`), for several api
 * instances on one PostgreSQL: every instance reads and counts the same rows, so a guesser who
 * spreads attempts over the instances meets one allowance. The check and the count happen in one
 * transaction with the keys' rows locked (`FOR UPDATE`, keys in a fixed order), so concurrent
 * attempts on any instance are counted one after the other, before any password is verified.
 */
export class DbLoginThrottle implements Throttle {
  private readonly rules: LoginThrottle;
  private lastPrune = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly opts: LoginThrottleOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.rules = new LoginThrottle(opts, now);
  }

  async attempt(keys: string[]): Promise<AttemptDecision> {
    const sorted = [...new Set(keys)].sort();
    const decision = await this.db.transaction().execute(async (trx) => {
      await repo.ensureLoginIntentos(trx, sorted);
      const rows = await repo.lockLoginIntentos(trx, sorted);
      const now = this.now();
      const live = new Map(rows.filter((r) => this.isLive(r, now)).map((r) => [r.clave, r]));
      let wait = 0;
      for (const r of live.values()) wait = Math.max(wait, Number(r.ultimo_ms) + this.rules.delayAfter(r.intentos, r.clave) - now);
      if (wait > 0) return { allowed: false as const, waitMs: wait };
      for (const clave of sorted) {
        await repo.setLoginIntento(trx, clave, (live.get(clave)?.intentos ?? 0) + 1, now);
      }
      return { allowed: true as const };
    });
    await this.prune();
    return decision;
  }

  async succeeded(forget: string[], refund: string[]): Promise<void> {
    if (forget.length > 0) await repo.deleteLoginIntentos(this.db, forget);
    if (refund.length > 0) await repo.refundLoginIntentos(this.db, refund);
  }

  private isLive(row: { clave: string; intentos: number; ultimo_ms: number | string }, now: number): boolean {
    return row.intentos > 0 && now - Number(row.ultimo_ms) < this.opts.forgetAfterMs + this.rules.delayAfter(row.intentos, row.clave);
  }

  /** Forgotten keys leave the table, at most once a minute. */
  private async prune(): Promise<void> {
    const now = this.now();
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    await repo.deleteLoginIntentosBefore(this.db, now - this.opts.forgetAfterMs - this.opts.maxDelayMs);
  }
}

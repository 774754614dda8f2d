import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/modules/auth/login-throttle';

const OPTIONS = { freeAttempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000, forgetAfterMs: 15 * 60_000 };

describe('LoginThrottle', () => {
  it('counts an attempt before it is evaluated: of 200 back-to-back attempts only the free ones pass', () => {
    const throttle = new LoginThrottle(OPTIONS, () => 1_000_000);
    const decisions = Array.from({ length: 200 }, () => throttle.attempt(['email:owner', 'ip:a']));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions[5]).toEqual({ allowed: false, waitMs: 1000 });
    // Refused attempts are not counted: the wait does not grow with them.
    expect(throttle.attemptsOf('email:owner')).toBe(5);
    expect(throttle.waitFor(['email:owner'])).toBe(1000);
  });

  it('backs off exponentially from 1 s up to the cap, and the attempt after the wait is evaluated', () => {
    let now = 0;
    const throttle = new LoginThrottle(OPTIONS, () => now);
    for (let i = 0; i < 5; i++) expect(throttle.attempt(['email:x'])).toEqual({ allowed: true });
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const refused = throttle.attempt(['email:x']);
      expect(refused.allowed).toBe(false);
      const wait = refused.allowed ? 0 : refused.waitMs;
      waits.push(wait);
      now += wait - 1;
      expect(throttle.attempt(['email:x']).allowed).toBe(false);
      now += 1;
      expect(throttle.attempt(['email:x'])).toEqual({ allowed: true });
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('nobody is locked out for longer than the cap, however many guesses were made', () => {
    let now = 0;
    const throttle = new LoginThrottle(OPTIONS, () => now);
    for (let i = 0; i < 10_000; i++) {
      const d = throttle.attempt(['email:owner', `ip:10.0.${i % 250}.1`]);
      if (!d.allowed) now += d.waitMs;
    }
    expect(throttle.waitFor(['email:owner', 'ip:owner-home'])).toBeLessThanOrEqual(60_000);
    now += 60_000;
    expect(throttle.attempt(['email:owner', 'ip:owner-home'])).toEqual({ allowed: true });
  });

  it('a success forgets the account but only takes its own count back from the address', () => {
    const throttle = new LoginThrottle(OPTIONS, () => 0);
    for (let i = 0; i < 4; i++) throttle.attempt(['email:victim', 'ip:a']);
    throttle.attempt(['email:me', 'ip:a']);
    throttle.succeeded(['email:me'], ['ip:a']);
    expect(throttle.attemptsOf('email:me')).toBe(0);
    expect(throttle.attemptsOf('ip:a')).toBe(4);
    expect(throttle.attemptsOf('email:victim')).toBe(4);
    // The next guess on the victim from the same address is the fifth and last free one.
    expect(throttle.attempt(['email:victim', 'ip:a'])).toEqual({ allowed: true });
    expect(throttle.attempt(['email:victim', 'ip:a']).allowed).toBe(false);
  });

  it("gives an address (shared by a venue's staff) its own, larger allowance", () => {
    const throttle = new LoginThrottle({ ...OPTIONS, addressFreeAttempts: 20 }, () => 0);
    for (let i = 0; i < 20; i++) expect(throttle.attempt([`email:user${i}`, 'ip:venue']).allowed).toBe(true);
    expect(throttle.attempt(['email:another', 'ip:venue'])).toEqual({ allowed: false, waitMs: 1000 });
  });

  it('forgets a key after the quiet window', () => {
    let now = 0;
    const throttle = new LoginThrottle(OPTIONS, () => now);
    for (let i = 0; i < 5; i++) throttle.attempt(['ip:a']);
    now += 1000 + 15 * 60_000;
    expect(throttle.attemptsOf('ip:a')).toBe(0);
    expect(throttle.waitFor(['ip:a'])).toBe(0);
  });
});

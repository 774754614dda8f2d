import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/modules/auth/login-throttle';

describe('LoginThrottle', () => {
  const WINDOW = 15 * 60_000;

  it('blocks a key on the 5th failure within the window and frees it when the window ends', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(5, WINDOW, () => now);
    for (let i = 0; i < 4; i++) throttle.recordFailure(['ip:a']);
    expect(throttle.blockedFor(['ip:a'])).toBe(0);
    now += 60_000;
    throttle.recordFailure(['ip:a']);
    // The window runs from the first failure.
    expect(throttle.blockedFor(['ip:a'])).toBe(WINDOW - 60_000);
    now += WINDOW - 60_000 - 1;
    expect(throttle.blockedFor(['ip:a'])).toBe(1);
    now += 1;
    expect(throttle.blockedFor(['ip:a'])).toBe(0);
    throttle.recordFailure(['ip:a']);
    expect(throttle.blockedFor(['ip:a'])).toBe(0);
  });

  it('reports the longest wait among the keys, and clear() forgets a key', () => {
    let now = 0;
    const throttle = new LoginThrottle(2, WINDOW, () => now);
    throttle.recordFailure(['ip:a', 'email:x']);
    now = 1000;
    throttle.recordFailure(['ip:a']);
    throttle.recordFailure(['email:x']);
    expect(throttle.blockedFor(['ip:a', 'email:x'])).toBe(WINDOW - 1000);
    throttle.clear(['email:x']);
    expect(throttle.blockedFor(['email:x'])).toBe(0);
    expect(throttle.blockedFor(['ip:a', 'email:x'])).toBe(WINDOW - 1000);
  });
});

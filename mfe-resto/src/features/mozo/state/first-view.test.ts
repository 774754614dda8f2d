import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstView, firstViewShown, resetFirstView } from './first-view';

describe('afterFirstView', () => {
  afterEach(() => {
    resetFirstView();
    vi.useRealTimers();
  });

  it('waits for the first view, then runs in a task after the one that showed it', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    void afterFirstView().then(() => started.push('exchange rate'));
    void afterFirstView().then(() => started.push('print warnings'));
    await Promise.resolve();
    expect(started).toEqual([]);

    firstViewShown();
    await Promise.resolve();
    // Not in the task that painted the list: the phone can take a tap first.
    expect(started).toEqual([]);

    await vi.runAllTimersAsync();
    expect(started).toEqual(['exchange rate', 'print warnings']);
  });

  it('resolves at once once the first view was shown (the waiter comes back to the list)', async () => {
    vi.useFakeTimers();
    firstViewShown();
    await vi.runAllTimersAsync();
    let done = false;
    void afterFirstView().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('a second firstViewShown changes nothing', async () => {
    vi.useFakeTimers();
    let runs = 0;
    void afterFirstView().then(() => {
      runs += 1;
    });
    firstViewShown();
    firstViewShown();
    await vi.runAllTimersAsync();
    expect(runs).toBe(1);
  });
});

import { act, renderHook } from '@testing-library/react';
import { onBackOnline, onlineStore, runBackOnlineRetries, useOnline } from './online';

function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => goOnline(true));

describe('online store', () => {
  it('follows the browser online/offline events', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => goOnline(false));
    expect(result.current).toBe(false);
    expect(onlineStore.getState()).toBe(false);
    act(() => goOnline(true));
    expect(result.current).toBe(true);
  });

  it('runs registered retries until they are unregistered', () => {
    const retry = vi.fn();
    const off = onBackOnline(retry);
    runBackOnlineRetries();
    expect(retry).toHaveBeenCalledTimes(1);
    off();
    runBackOnlineRetries();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Page, renderRoutes, resetPage } from '../../features/test-support/support';
import { pedidosConfigSchema, type PedidosConfig } from '@resto/shared/contracts';
import {
  ALARM_DELAYS_MS,
  CriticalOrdersIndicator,
  NEW_CRITICAL_ORDER_EVENT,
  TIMING_CONFIG_KEY,
  type NewCriticalOrderDetail,
  type VenueTimingSource,
} from './critical-orders-indicator';

const playSound = vi.hoisted(() => vi.fn());
vi.mock('@resto/shared/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), playSound }));

/** A count the test sets, and the order events it can fire. */
function fakeSource(counts: number[]) {
  let onEvent: () => void = () => {};
  const fetchCount = vi.fn(() => Promise.resolve(counts.length > 1 ? counts.shift()! : counts[0]!));
  const subscribe = vi.fn((cb: () => void) => {
    onEvent = cb;
    return () => {
      onEvent = () => {};
    };
  });
  return { fetchCount, subscribe, fire: () => onEvent() };
}

/** The venue's settings as GET /pedidos/config answers them (null: unreadable), and their hub event. */
function fakeVenue(config: PedidosConfig | null) {
  let onConfig: (c: PedidosConfig) => void = () => {};
  const timing: VenueTimingSource = {
    fetch: () => Promise.resolve(config === null ? null : pedidosConfigSchema.parse(config)),
    subscribe: (cb) => {
      onConfig = cb;
      return () => {
        onConfig = () => {};
      };
    },
  };
  return { timing, change: (c: PedidosConfig) => onConfig(pedidosConfigSchema.parse(c)) };
}

function renderIndicator(source: ReturnType<typeof fakeSource>, venue = fakeVenue(null)) {
  return renderRoutes(
    [
      { path: '/dashboard', element: <CriticalOrdersIndicator fetchCount={source.fetchCount} subscribe={source.subscribe} venueTiming={venue.timing} /> },
      { path: '/pedidos', element: <Page name="page pedidos" /> },
    ],
    '/dashboard',
  );
}

const badge = () => screen.getByTestId('critical-orders');
/** Lets the pending count promise settle. */
const settle = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

beforeEach(() => {
  resetPage();
  localStorage.removeItem(TIMING_CONFIG_KEY);
  playSound.mockClear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  localStorage.removeItem(TIMING_CONFIG_KEY);
});

describe('critical orders indicator', () => {
  it('re-reads the count every 5000 ms, and when it rises fires newCriticalOrder and the alarm at 1.2, 1.8 and 2.4 s', async () => {
    const source = fakeSource([0, 0, 2, 2, 1, 3]);
    const events: NewCriticalOrderDetail[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent<NewCriticalOrderDetail>).detail);
    window.addEventListener(NEW_CRITICAL_ORDER_EVENT, listener);
    renderIndicator(source);
    await settle();
    expect(badge().getAttribute('data-count')).toBe('0');
    expect(source.fetchCount).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(source.fetchCount).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(source.fetchCount).toHaveBeenCalledTimes(2);
    expect(events).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(badge().getAttribute('data-count')).toBe('2');
    expect(badge().getAttribute('aria-label')).toBe('Pedidos críticos: 2');
    expect(events).toEqual([{ count: 2, previousCount: 0 }]);
    expect(playSound.mock.calls).toEqual(ALARM_DELAYS_MS.map((d) => ['notification', d]));
    expect(ALARM_DELAYS_MS).toEqual([1200, 1800, 2400]);

    // Same count, then a fall: no event, no alarm.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(badge().getAttribute('data-count')).toBe('1');
    expect(events).toHaveLength(1);
    expect(playSound).toHaveBeenCalledTimes(3);

    // An order event re-reads at once.
    act(() => source.fire());
    await settle();
    expect(badge().getAttribute('data-count')).toBe('3');
    expect(events).toEqual([
      { count: 2, previousCount: 0 },
      { count: 3, previousCount: 1 },
    ]);
    expect(playSound).toHaveBeenCalledTimes(6);
    window.removeEventListener(NEW_CRITICAL_ORDER_EVENT, listener);
  });

  it('uses the stored refresh interval, and a click goes to /pedidos', async () => {
    localStorage.setItem(TIMING_CONFIG_KEY, JSON.stringify({ pedidos: { alertThreshold: 20, refreshInterval: 2000 } }));
    const source = fakeSource([1]);
    renderIndicator(source);
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(source.fetchCount).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
    fireEvent.click(badge());
    expect(await screen.findByText('page pedidos')).toBeTruthy();
  });

  it('uses the venue interval from /config, and a saved change applies at once without a reload', async () => {
    const source = fakeSource([0]);
    const venue = fakeVenue({ alertaMinutos: 35, refrescoMs: 15_000 });
    renderIndicator(source, venue);
    await settle();
    await settle();
    const first = source.fetchCount.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(14_999));
    expect(source.fetchCount.mock.calls.length - first).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(source.fetchCount.mock.calls.length - first).toBe(1);

    // An admin saves 2 s and a new threshold: the count is re-read now, then every 2 s.
    const before = source.fetchCount.mock.calls.length;
    act(() => venue.change({ alertaMinutos: 20, refrescoMs: 2_000 }));
    await settle();
    expect(source.fetchCount.mock.calls.length - before).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(source.fetchCount.mock.calls.length - before).toBe(2);
  });

  it('keeps the browser stored interval over the venue one', async () => {
    localStorage.setItem(TIMING_CONFIG_KEY, JSON.stringify({ pedidos: { refreshInterval: 3000 } }));
    const source = fakeSource([0]);
    renderIndicator(source, fakeVenue({ alertaMinutos: 35, refrescoMs: 60_000 }));
    await settle();
    await settle();
    const first = source.fetchCount.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(source.fetchCount.mock.calls.length - first).toBe(1);
  });
});

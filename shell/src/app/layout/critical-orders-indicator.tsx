import { Badge, Button } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@resto/shared/api-client';
import { PEDIDO_CHANGED_EVENT, type PedidosCriticos } from '@resto/shared/contracts';
import { CRITICAL_ORDER_REFRESH_MS } from '@resto/shared/rules';
import { AlertTriangleIcon, playSound } from '@resto/shared/ui';

/** Browser storage key of the timing config (SPEC §7 Storage): `{ pedidos: { alertThreshold, refreshInterval } }`. */
export const TIMING_CONFIG_KEY = 'rf_timing';
/** The window event fired when the critical count rises (SPEC §4 Critical orders). */
export const NEW_CRITICAL_ORDER_EVENT = 'newCriticalOrder';
export interface NewCriticalOrderDetail {
  count: number;
  previousCount: number;
}
/** The alarm plays three times, at these delays (ms). */
export const ALARM_DELAYS_MS = [1200, 1800, 2400] as const;

/** The stored overrides of the threshold (minutes) and the refresh interval (ms), when valid. */
export function readTimingConfig(): { alertThreshold?: number; refreshInterval?: number } {
  try {
    const raw = localStorage.getItem(TIMING_CONFIG_KEY);
    const pedidos = raw ? (JSON.parse(raw) as { pedidos?: { alertThreshold?: unknown; refreshInterval?: unknown } }).pedidos : undefined;
    const threshold = Number(pedidos?.alertThreshold);
    const interval = Number(pedidos?.refreshInterval);
    return {
      ...(Number.isInteger(threshold) && threshold > 0 ? { alertThreshold: threshold } : {}),
      ...(Number.isInteger(interval) && interval >= 1000 ? { refreshInterval: interval } : {}),
    };
  } catch {
    return {};
  }
}

/** GET /pedidos/criticos/count, with the stored threshold when there is one. */
async function fetchCriticalCount(signal: AbortSignal): Promise<number | null> {
  const { alertThreshold } = readTimingConfig();
  const res = await api.get<PedidosCriticos>('/pedidos/criticos/count', { signal, ...(alertThreshold ? { query: { umbral: alertThreshold } } : {}) });
  return res.success && res.data ? res.data.count : null;
}

export interface CriticalOrdersIndicatorProps {
  /** Reads the count (default: the api). */
  fetchCount?: (signal: AbortSignal) => Promise<number | null>;
  /** Subscribes to the order events that should re-read the count now (default: /ws/mesas PedidoChanged). */
  subscribe?: (onEvent: () => void) => () => void;
}

function subscribeToOrders(onEvent: () => void): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  void import('@resto/shared/bus').then(({ getRealtimeBus }) => {
    if (stopped) return;
    const bus = getRealtimeBus();
    const subs = [bus.on$('mesas', PEDIDO_CHANGED_EVENT).subscribe(onEvent), bus.reconnected$('mesas').subscribe(onEvent)];
    unsubscribe = () => subs.forEach((s) => s.unsubscribe());
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/**
 * Critical orders (pendiente/preparacion aged past the alert threshold): re-read every 5000 ms
 * (or the stored interval) and on every order event; a click opens /pedidos. When the count
 * rises it fires `newCriticalOrder` {count, previousCount} on window and plays the alarm thrice.
 */
export function CriticalOrdersIndicator({ fetchCount = fetchCriticalCount, subscribe = subscribeToOrders }: CriticalOrdersIndicatorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [count, setCount] = useState(0);
  const previous = useRef(0);

  useEffect(() => {
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      fetchCount(controller.signal)
        .then((next) => {
          if (next === null) return;
          const previousCount = previous.current;
          previous.current = next;
          setCount(next);
          if (next > previousCount) {
            window.dispatchEvent(new CustomEvent<NewCriticalOrderDetail>(NEW_CRITICAL_ORDER_EVENT, { detail: { count: next, previousCount } }));
            for (const delay of ALARM_DELAYS_MS) playSound('notification', delay);
          }
        })
        .catch(() => undefined);
    };
    load();
    const timer = setInterval(load, readTimingConfig().refreshInterval ?? CRITICAL_ORDER_REFRESH_MS);
    const unsubscribe = subscribe(load);
    return () => {
      clearInterval(timer);
      unsubscribe();
      controller.abort();
    };
  }, [fetchCount, subscribe]);

  const label = t('layout.header.pedidosCriticos', { count });
  return (
    <Button
      variant="ghost"
      color="inherit"
      size="sm"
      aria-label={label}
      title={label}
      data-testid="critical-orders"
      data-count={count}
      onClick={() => void navigate('/pedidos')}
    >
      <AlertTriangleIcon />
      <Badge colorPalette={count > 0 ? 'red' : 'gray'} variant={count > 0 ? 'solid' : 'subtle'} borderRadius="full">
        {count}
      </Badge>
    </Button>
  );
}

import { Badge, Button } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@resto/shared/api-client';
import { PEDIDO_CHANGED_EVENT, PEDIDOS_CONFIG_CHANGED_EVENT, type PedidosConfig, type PedidosConfigChangedEvent, type PedidosCriticos } from '@resto/shared/contracts';
import { CRITICAL_ORDER_REFRESH_MS } from '@resto/shared/rules';
import { AlertTriangleIcon, playSound } from '@resto/shared/ui';

/** Browser storage key of the timing config (Storage): `{ pedidos: { alertThreshold, refreshInterval } }`. */
export const TIMING_CONFIG_KEY = 'rf_timing';
/** The window event fired when the critical count rises (Critical orders). */
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

/** The venue's settings (threshold and refresh interval), read once and then followed live. */
export interface VenueTimingSource {
  /** GET /pedidos/config (null when it cannot be read: the defaults stay). */
  fetch: (signal: AbortSignal) => Promise<PedidosConfig | null>;
  /** /ws/mesas PedidosConfigChanged: an admin saved new settings. */
  subscribe: (onConfig: (config: PedidosConfig) => void) => () => void;
}

export interface CriticalOrdersIndicatorProps {
  /** Reads the count (default: the api). */
  fetchCount?: (signal: AbortSignal) => Promise<number | null>;
  /** Subscribes to the order events that should re-read the count now (default: /ws/mesas PedidoChanged). */
  subscribe?: (onEvent: () => void) => () => void;
  /** The venue's settings (default: the api and the hub). */
  venueTiming?: VenueTimingSource;
}

const apiVenueTiming: VenueTimingSource = {
  fetch: async (signal) => {
    const res = await api.get<PedidosConfig>('/pedidos/config', { signal });
    return res.success && res.data ? res.data : null;
  },
  subscribe: (onConfig) => {
    let stopped = false;
    let unsubscribe = () => {};
    void import('@resto/shared/bus').then(({ getRealtimeBus }) => {
      if (stopped) return;
      const sub = getRealtimeBus()
        .on$<PedidosConfigChangedEvent>('mesas', PEDIDOS_CONFIG_CHANGED_EVENT)
        .subscribe((e) => onConfig(e.config));
      unsubscribe = () => sub.unsubscribe();
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  },
};

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
 * (the venue's interval from /config, or the browser's stored one) and on every order event; a
 * click opens /pedidos. When the count rises it fires `newCriticalOrder` {count, previousCount} on
 * window and plays the alarm thrice. New venue settings apply at once (PedidosConfigChanged).
 */
export function CriticalOrdersIndicator({ fetchCount = fetchCriticalCount, subscribe = subscribeToOrders, venueTiming = apiVenueTiming }: CriticalOrdersIndicatorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [count, setCount] = useState(0);
  const [venueInterval, setVenueInterval] = useState<number>(CRITICAL_ORDER_REFRESH_MS);
  // A new venue threshold changes the count itself: re-read it with the new settings.
  const [configVersion, setConfigVersion] = useState(0);
  const previous = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const apply = (config: PedidosConfig) => {
      setVenueInterval(config.refrescoMs);
      setConfigVersion((v) => v + 1);
    };
    venueTiming
      .fetch(controller.signal)
      .then((config) => {
        if (config) setVenueInterval(config.refrescoMs);
      })
      .catch(() => undefined);
    const unsubscribe = venueTiming.subscribe(apply);
    return () => {
      controller.abort();
      unsubscribe();
    };
  }, [venueTiming]);

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
    const timer = setInterval(load, readTimingConfig().refreshInterval ?? venueInterval);
    const unsubscribe = subscribe(load);
    return () => {
      clearInterval(timer);
      unsubscribe();
      controller.abort();
    };
  }, [fetchCount, subscribe, venueInterval, configVersion]);

  const label = t('layout.header.pedidosCriticos', { count });
  return (
    <Button variant="ghost" color="inherit" size="sm" aria-label={label} title={label} data-testid="critical-orders" data-count={count} onClick={() => void navigate('/pedidos')}>
      <AlertTriangleIcon />
      <Badge colorPalette={count > 0 ? 'red' : 'gray'} variant={count > 0 ? 'solid' : 'subtle'} borderRadius="full">
        {count}
      </Badge>
    </Button>
  );
}

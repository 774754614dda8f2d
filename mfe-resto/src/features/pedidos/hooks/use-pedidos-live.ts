import { getRealtimeBus } from '@resto/shared/bus';
import { PEDIDO_CHANGED_EVENT, PEDIDOS_CONFIG_CHANGED_EVENT, type Pedido, type PedidoChangedEvent, type PedidosConfigChangedEvent } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DraftsBus, Feed } from '../../drafts';
import { getPedidos, pedidosKeys, type PedidosFilter } from '../api/pedidos-api';

/** What the orders screens need of the realtime bus (`RealtimeBus` from @resto/shared/bus gives it). */
export interface PedidosBus extends Pick<DraftsBus, 'pedidoConfirmed$' | 'productoRemoved$' | 'mesaClosed$' | 'reconnected$'> {
  on$<T>(hub: 'mesas', target: string): Feed<T>;
}

/**
 * The orders of `filter`, kept live by /ws/mesas with no polling: a new order or a status change
 * (PedidoChanged), a table's confirmed or removed items and a closed table re-read them, and so
 * does a reconnect (events sent while disconnected are lost). `onChanged` hears each order event.
 * The venue's new critical threshold (PedidosConfigChanged, saved in /config) applies at once.
 */
export function usePedidosLive(filter: PedidosFilter, opts: { bus?: PedidosBus | undefined; onChanged?: (pedido: Pedido) => void } = {}) {
  const client = useQueryClient();
  const query = useQuery({ queryKey: pedidosKeys.list(filter), queryFn: fromApi((signal) => getPedidos(filter, signal)) });
  const { bus, onChanged } = opts;

  useEffect(() => {
    const b: PedidosBus = bus ?? getRealtimeBus();
    const reload = () => void client.invalidateQueries({ queryKey: pedidosKeys.all });
    const subs = [
      b.on$<PedidoChangedEvent>('mesas', PEDIDO_CHANGED_EVENT).subscribe((e) => {
        reload();
        if (e?.pedido) onChanged?.(e.pedido);
      }),
      b.pedidoConfirmed$.subscribe(reload),
      b.productoRemoved$.subscribe(reload),
      b.mesaClosed$.subscribe(reload),
      b.reconnected$('mesas').subscribe(reload),
      b.on$<PedidosConfigChangedEvent>('mesas', PEDIDOS_CONFIG_CHANGED_EVENT).subscribe((e) => {
        if (e?.config) client.setQueryData(['pedidos', 'config'], e.config);
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [bus, client, onChanged]);

  return query;
}

import { Badge } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HubName } from '../contracts/realtime';
import { markServerReachable, useServerReachable } from '../api-client/reachability';
import { getRealtimeBus, type ConnectionState, type Observable } from '../bus';

export interface RealtimeStatusProps {
  /** Which hub's connection to show. Default 'mesas'. */
  hub?: HubName;
  /** Another state stream (tests, a remote's own bus); default `getRealtimeBus().state$(hub)`. */
  source?: Observable<ConnectionState>;
}

const PALETTE: Record<ConnectionState['status'], string> = {
  connected: 'green',
  connecting: 'gray',
  reconnecting: 'orange',
  disconnected: 'red',
};

/**
 * Badge with the connection state; a disconnected badge carries the error in its title. The hub's
 * own events (close, reconnecting) show at once, and so does a request that got no answer: a hub
 * whose keep-alive has not noticed yet still reads 'Desconectado' while the api cannot be reached.
 */
export function RealtimeStatus({ hub = 'mesas', source }: RealtimeStatusProps) {
  const { t } = useTranslation();
  const [hubState, setHubState] = useState<ConnectionState>({ status: 'connecting' });
  const reachable = useServerReachable();

  useEffect(() => {
    let previous: ConnectionState['status'] | null = null;
    const subscription = (source ?? getRealtimeBus().state$(hub)).subscribe((next) => {
      // A hub that connects again has reached the server: the api is back too.
      if (next.status === 'connected' && previous !== null && previous !== 'connected') markServerReachable();
      previous = next.status;
      setHubState(next);
    });
    return () => subscription.unsubscribe();
  }, [hub, source]);

  const state: ConnectionState = reachable ? hubState : { status: 'disconnected', error: t('realtime.servidorInaccesible') };
  const label = t(`realtime.${state.status}`);
  const error = state.status === 'disconnected' ? (state.error ?? t('realtime.unknownError')) : null;
  return (
    <Badge
      data-testid="realtime-status"
      data-state={state.status}
      colorPalette={PALETTE[state.status]}
      variant="subtle"
      title={error ? `${label}: ${error}` : `${t('realtime.label')}: ${label}`}
      aria-live="polite"
    >
      {label}
    </Badge>
  );
}

import { Badge } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HubName } from '../contracts/realtime';
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

/** Badge with the realtime connection state; a disconnected badge carries the error in its title. */
export function RealtimeStatus({ hub = 'mesas', source }: RealtimeStatusProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<ConnectionState>({ status: 'connecting' });

  useEffect(() => {
    const subscription = (source ?? getRealtimeBus().state$(hub)).subscribe(setState);
    return () => subscription.unsubscribe();
  }, [hub, source]);

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

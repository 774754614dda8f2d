import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@resto/shared/api-client';
import type { ConnectionState } from '@resto/shared/bus';
import { whenBusLoaded } from '../state/bus';
import { useOutboxState, useRuntime } from '../state/runtime';
import { SendingIcon } from './icons';

function useHubState(): ConnectionState['status'] {
  const [status, setStatus] = useState<ConnectionState['status']>('connecting');
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let alive = true;
    void whenBusLoaded().then((bus) => {
      if (!alive) return;
      const sub = bus.state$('mesas').subscribe((s) => setStatus(s.status));
      unsubscribe = () => sub.unsubscribe();
    });
    return () => {
      alive = false;
      unsubscribe?.();
    };
  }, []);
  return status;
}

/**
 * What the waiter must know about the connection: offline, live updates reconnecting, and how
 * many of their changes are still on the phone waiting to be sent.
 */
export function ConnectionBar() {
  const { t } = useTranslation();
  const rt = useRuntime();
  const online = useOnline();
  const hub = useHubState();
  const { entries, sending } = useOutboxState(rt);
  const waiting = entries.length;
  if (online && waiting === 0 && hub !== 'reconnecting') return null;
  return (
    <div className={`w-connection${online ? '' : ' w-connection--offline'}`} role="status" data-testid="estado-envio">
      {!online ? (
        <span className="w-connection-offline" data-testid="banner-sin-conexion">
          <strong>{t('waiter.envio.sinConexion')}</strong>
          <span>{t('waiter.envio.sinConexionDetalle')}</span>
        </span>
      ) : hub === 'reconnecting' ? (
        <strong>{t('waiter.envio.reconectando')}</strong>
      ) : null}
      {waiting > 0 ? (
        <span className="w-connection-queue">
          <SendingIcon width={16} height={16} className={sending ? 'w-spin' : undefined} />
          <span data-testid="cambios-esperando">{sending ? t('waiter.envio.enviando') : t('waiter.envio.esperando', { count: waiting })}</span>
          {online && !sending ? (
            <button type="button" className="w-link-btn" onClick={() => void rt.outbox.flush()}>
              {t('waiter.envio.reintentar')}
            </button>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}

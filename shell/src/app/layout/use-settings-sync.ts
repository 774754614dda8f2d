import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isOwnMutationId } from '@resto/shared/api-client';
import { paymentKeys, useVentasEvents } from '@resto/shared/sales-ui';
import { loadDefaultExchangeRate, loadGeneralConfig, refreshSession, useSession } from '@resto/shared/session';
import { loadSoundConfig } from '@resto/shared/ui';

/**
 * Keeps the venue's settings current while the desktop layout is open: the sound settings and the
 * header's default exchange rate are read once signed in, and a `ConfiguracionActualizada` event
 * of /ws/ventas (a save on another device) re-reads the section it names. Tabs of this browser
 * also get each save through the settings' localStorage cache ('storage' events).
 */
export function useSettingsSync(): void {
  const { status } = useSession();
  const client = useQueryClient();

  useEffect(() => {
    if (status !== 'authenticated') return;
    void loadSoundConfig();
    void loadDefaultExchangeRate();
  }, [status]);

  useVentasEvents(['ConfiguracionActualizada'], (signal) => {
    if (signal?.name !== 'ConfiguracionActualizada') {
      // (Re)connected: a change may have been missed while the hub was down.
      if (signal === null) {
        void loadGeneralConfig();
        void loadSoundConfig();
        void loadDefaultExchangeRate();
      }
      return;
    }
    if (isOwnMutationId(signal.event.clientMutationId)) return;
    switch (signal.event.seccion) {
      case 'general':
        void loadGeneralConfig();
        break;
      case 'sonido':
        void loadSoundConfig();
        break;
      case 'tipos-de-cambio':
        void loadDefaultExchangeRate();
        void client.invalidateQueries({ queryKey: paymentKeys.setup });
        break;
      case 'medios-de-pago':
        void client.invalidateQueries({ queryKey: paymentKeys.setup });
        break;
      case 'modulos':
        // The module flags travel with the session's user: a refresh brings the new ones.
        void refreshSession();
        break;
    }
  });
}

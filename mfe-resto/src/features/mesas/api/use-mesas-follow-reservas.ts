import { getRealtimeBus } from '@resto/shared/bus';
import { RESERVA_CHANGED_EVENT } from '@resto/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mesasKeys } from './use-mesas';

/**
 * A reservation was booked, moved, seated or cancelled (`ReservaChanged` on /ws/mesas): the plan
 * re-reads its tables, so a table reserved within the hour shows at once. `enabled` false: no
 * subscription (tests that drive their own bus).
 */
export function useMesasFollowReservas(enabled = true): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const subscription = getRealtimeBus()
      .on$('mesas', RESERVA_CHANGED_EVENT)
      .subscribe(() => void client.invalidateQueries({ queryKey: mesasKeys.all }));
    return () => subscription.unsubscribe();
  }, [client, enabled]);
}

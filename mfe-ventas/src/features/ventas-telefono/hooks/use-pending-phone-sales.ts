import type { VentaDraftEnviadaEvent } from '@resto/shared/contracts';
import { isOwnMutationId } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useVentasEvents } from '@resto/shared/sales-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { phoneSalesKeys } from '../api/query-keys';
import { getPhoneSales } from '../api/get-phone-sales';

/**
 * The phone sales waiting at the register, live: a sale sent, discarded or charged anywhere in the
 * venue invalidates the list. `onArrived` hears the sales other devices send.
 */
export function usePendingPhoneSales(onArrived?: (event: VentaDraftEnviadaEvent) => void) {
  const query = useQuery({ queryKey: phoneSalesKeys.pending(), queryFn: fromApi(getPhoneSales) });
  const client = useQueryClient();
  useVentasEvents(['VentaDraftEnviada', 'VentaDraftDescartada', 'VentaFinalizada'], (signal) => {
    // Counter sales never were in the list.
    if (signal?.name === 'VentaFinalizada' && signal.event.draftId === null) return;
    if (signal?.name === 'VentaDraftEnviada' && !isOwnMutationId(signal.event.clientMutationId)) onArrived?.(signal.event);
    void client.invalidateQueries({ queryKey: phoneSalesKeys.pending() });
  });
  return query;
}

import type { VentaDraftEnviadaEvent } from '@resto/shared/contracts';
import { isOwnMutationId } from '@resto/shared/api-client';
import { useApiQuery, useVentasEvents } from '@resto/shared/sales-ui';
import { getDrafts } from '../api/get-drafts';

/**
 * The phone sales waiting at the register, live: a sale sent, discarded or charged anywhere in the
 * venue reloads the list. `onArrived` hears the sales other devices send.
 */
export function usePendingDrafts(onArrived?: (event: VentaDraftEnviadaEvent) => void) {
  const query = useApiQuery('ventas-drafts', getDrafts);
  useVentasEvents(['VentaDraftEnviada', 'VentaDraftDescartada', 'VentaFinalizada'], (signal) => {
    // Counter sales never were in the list.
    if (signal?.name === 'VentaFinalizada' && signal.event.draftId === null) return;
    if (signal?.name === 'VentaDraftEnviada' && !isOwnMutationId(signal.event.clientMutationId)) onArrived?.(signal.event);
    query.reload();
  });
  return query;
}

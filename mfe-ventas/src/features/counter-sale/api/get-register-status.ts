import type { ArqueosResumen } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { useApiQuery, useVentasEvents } from '@resto/shared/sales-ui';

/** GET /arqueos, read for one thing: whether a register is open (SPEC §4: no sale without one). */
export function getRegisterStatus(signal?: AbortSignal) {
  return api.get<ArqueosResumen>('/arqueos', signal ? { signal } : {});
}

/** Whether the venue has an open register (null until known), kept current by the ventas hub. */
export function useRegisterOpen(): { open: boolean | null; reload: () => void } {
  const { data, reload } = useApiQuery('register-status', getRegisterStatus);
  useVentasEvents(['ArqueoActualizado'], reload);
  return { open: data ? data.abierto !== null : null, reload };
}

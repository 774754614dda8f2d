import type { ArqueoEstado } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useVentasEvents } from '@resto/shared/sales-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { registerStatusKey } from './query-keys';

/** GET /arqueos/estado: whether a register is open (no sale without one), with no amount in it. */
export function getRegisterStatus(signal?: AbortSignal) {
  return api.get<ArqueoEstado>('/arqueos/estado', signal ? { signal } : {});
}

/**
 * Whether the venue has an open register (null until known), kept current by the ventas hub.
 * `enabled` false (a user who may not sell: the api refuses them the state) asks nothing.
 */
export function useRegisterOpen(enabled = true): { open: boolean | null; reload: () => void } {
  const { data } = useQuery({ queryKey: registerStatusKey, queryFn: fromApi(getRegisterStatus), enabled });
  const client = useQueryClient();
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: registerStatusKey }), [client]);
  useVentasEvents(['ArqueoActualizado'], reload);
  return { open: data ? data.abierto : null, reload };
}

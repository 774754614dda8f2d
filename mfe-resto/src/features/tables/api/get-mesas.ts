import type { Mesa } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { useApiQuery } from '@resto/shared/sales-ui';

/** GET /mesas: the venue's tables by number, each with its zone, place on the grid and shape. */
export function getMesas(signal?: AbortSignal) {
  return api.get<Mesa[]>('/mesas', signal ? { signal } : {});
}

export function useMesas() {
  return useApiQuery('mesas', getMesas);
}

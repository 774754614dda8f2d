import { api } from '@resto/shared/api-client';
import type { Mesa } from '@resto/shared/contracts';

/**
 * GET /mesas: the venue's tables by number, each with its zone, place on the grid and shape, and
 * its open draft's summary (real opening time and total). The one fetcher of the table list for
 * the desktop floor plan and the waiter handheld.
 */
export function getMesas(signal?: AbortSignal) {
  return api.get<Mesa[]>('/mesas', signal ? { signal } : {});
}

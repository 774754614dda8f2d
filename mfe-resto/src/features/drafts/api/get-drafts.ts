import type { Draft } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** GET /mesas/drafts (obtenerDraftsActivos): the venue's active drafts, by table number. */
export function getDrafts(signal?: AbortSignal) {
  return api.get<Draft[]>('/mesas/drafts', signal ? { signal } : {});
}

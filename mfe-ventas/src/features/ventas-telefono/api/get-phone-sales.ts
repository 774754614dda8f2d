import type { VentaResumen } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** GET /ventas/drafts: phone sales sent to the register and waiting to be charged, oldest first. */
export function getPhoneSales(signal?: AbortSignal) {
  return api.get<VentaResumen[]>('/ventas/drafts', signal ? { signal } : {});
}

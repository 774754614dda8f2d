import { api } from '@resto/shared/api-client';
import type { Mesa } from '@resto/shared/contracts';

/** GET /mesas: the venue's tables, each with its open draft (real opening time and total). */
export function getMesas() {
  return api.get<Mesa[]>('/mesas');
}

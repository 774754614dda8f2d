import { api } from '@resto/shared/api-client';
import type { CombosMenu } from '@resto/shared/contracts';

/** GET /productos/combos: every active combo's groups, kept with the menu for offline use. */
export function getCombos() {
  return api.get<CombosMenu>('/productos/combos');
}

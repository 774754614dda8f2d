import { api } from '@resto/shared/api-client';
import type { ModificadoresMenu } from '@resto/shared/contracts';

/** GET /productos/modificadores: every active product's modifier groups, kept with the menu for offline use. */
export function getModificadores() {
  return api.get<ModificadoresMenu>('/productos/modificadores');
}

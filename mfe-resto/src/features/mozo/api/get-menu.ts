import { api } from '@resto/shared/api-client';
import type { ProductoVenta } from '@resto/shared/contracts';

/** GET /productos/menu: every active product, once, so categories and search also work offline. */
export function getMenu() {
  return api.get<ProductoVenta[]>('/productos/menu');
}

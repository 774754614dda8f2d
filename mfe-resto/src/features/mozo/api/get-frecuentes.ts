import { api } from '@resto/shared/api-client';
import type { ProductoFrecuente } from '@resto/shared/contracts';
import { WAITER_FREQUENT_PRODUCTS } from '@resto/shared/rules';

/** GET /productos/frecuentes?cantidad=4: what the venue sells most. */
export function getFrecuentes(cantidad: number = WAITER_FREQUENT_PRODUCTS) {
  return api.get<ProductoFrecuente[]>('/productos/frecuentes', { query: { cantidad } });
}

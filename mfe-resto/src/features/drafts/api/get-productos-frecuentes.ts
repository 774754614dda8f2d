import type { ProductoFrecuente } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { useApiQuery } from '@resto/shared/sales-ui';

/** SPEC §9: 8 frequent products by default. */
export const FRECUENTES_DEFAULT = 8;

/** GET /productos/frecuentes: what the venue sells most, most first. */
export function getProductosFrecuentes(cantidad = FRECUENTES_DEFAULT, signal?: AbortSignal) {
  return api.get<ProductoFrecuente[]>('/productos/frecuentes', { query: { cantidad }, ...(signal ? { signal } : {}) });
}

export function useProductosFrecuentes(cantidad = FRECUENTES_DEFAULT) {
  return useApiQuery(`frecuentes:${cantidad}`, (signal) => getProductosFrecuentes(cantidad, signal));
}

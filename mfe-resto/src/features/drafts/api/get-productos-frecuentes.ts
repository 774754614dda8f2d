import type { ProductoFrecuente } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

/** 8 frequent products by default. */
export const FRECUENTES_DEFAULT = 8;

/** GET /productos/frecuentes: what the venue sells most, most first. */
export function getProductosFrecuentes(cantidad = FRECUENTES_DEFAULT, signal?: AbortSignal) {
  return api.get<ProductoFrecuente[]>('/productos/frecuentes', { query: { cantidad }, ...(signal ? { signal } : {}) });
}

/** The same key as the sales desk's: one read for both while the data is fresh. */
export function useProductosFrecuentes(cantidad = FRECUENTES_DEFAULT) {
  return useQuery({ queryKey: ['productos', 'frecuentes', cantidad], queryFn: fromApi((signal) => getProductosFrecuentes(cantidad, signal)) });
}

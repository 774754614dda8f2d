import type { ProductoFrecuente } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { productosKeys } from './query-keys';

/** 8 frequent products by default. */
export const FRECUENTES_DEFAULT = 8;

/** GET /productos/frecuentes: what this venue sold most, most first. */
export function getProductosFrecuentes(cantidad = FRECUENTES_DEFAULT, signal?: AbortSignal) {
  return api.get<ProductoFrecuente[]>('/productos/frecuentes', { query: { cantidad }, ...(signal ? { signal } : {}) });
}

export function useProductosFrecuentes(cantidad = FRECUENTES_DEFAULT) {
  return useQuery({ queryKey: productosKeys.frecuentes(cantidad), queryFn: fromApi((signal) => getProductosFrecuentes(cantidad, signal)) });
}

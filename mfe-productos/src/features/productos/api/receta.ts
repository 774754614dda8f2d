import { api } from '@resto/shared/api-client';
import type { ProductoReceta, ProductoRecetaInput } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';
import { usePreparaciones, useTodosLosInsumos } from '../../insumos';

/*
 * A dish's recipe and what its lines are made of. The ingredients and preparations are read whole
 * (the pickers offer them and the browser prices the lines live with the shared engine); the
 * saved cost is the api's.
 */

export const recetaKeys = {
  receta: (productoId: number) => ['productos', productoId, 'receta'] as const,
};

/** GET /productos/{id}/receta: the lines, one portion's cost, the price, margin and food cost (costs null without productos.costos). */
export function getReceta(productoId: number, signal?: AbortSignal) {
  return api.get<ProductoReceta>(`/productos/${productoId}/receta`, signal ? { signal } : {});
}

/** PUT /productos/{id}/receta: the recipe as a whole (no lines removes it). */
export function saveReceta(productoId: number, body: ProductoRecetaInput) {
  return api.put<ProductoReceta>(`/productos/${productoId}/receta`, body);
}

export function useReceta(productoId: number | null) {
  return useQuery({ queryKey: recetaKeys.receta(productoId ?? 0), queryFn: fromApi((signal) => getReceta(productoId!, signal)), enabled: productoId !== null, gcTime: 0 });
}

/** Every ingredient and preparation, read as the ingredient screens read them (one cache, refreshed with them). */
export const useInsumosReceta = () => useTodosLosInsumos();
export const usePreparacionesReceta = () => usePreparaciones();

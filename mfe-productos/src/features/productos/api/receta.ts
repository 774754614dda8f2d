import { api } from '@resto/shared/api-client';
import type { Insumo, Preparacion, ProductoReceta, ProductoRecetaInput } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

/*
 * A dish's recipe and what its lines are made of. The ingredients and preparations are read whole
 * (the pickers offer them and the browser prices the lines live with the shared engine); the
 * saved cost is the api's.
 */

export const recetaKeys = {
  receta: (productoId: number) => ['productos', productoId, 'receta'] as const,
  insumos: ['productos', 'receta', 'insumos'] as const,
  preparaciones: ['productos', 'receta', 'preparaciones'] as const,
};

/** GET /productos/{id}/receta: the lines, one portion's cost, the price, margin and food cost (costs null without productos.costos). */
export function getReceta(productoId: number, signal?: AbortSignal) {
  return api.get<ProductoReceta>(`/productos/${productoId}/receta`, signal ? { signal } : {});
}

/** PUT /productos/{id}/receta: the recipe as a whole (no lines removes it). */
export function saveReceta(productoId: number, body: ProductoRecetaInput) {
  return api.put<ProductoReceta>(`/productos/${productoId}/receta`, body);
}

/** GET /insumos: every ingredient of the venue by name (costs null without productos.costos). */
export function getInsumos(signal?: AbortSignal) {
  return api.get<Insumo[]>('/insumos', signal ? { signal } : {});
}

/** GET /preparaciones: the sub-recipes with their lines and yield. */
export function getPreparaciones(signal?: AbortSignal) {
  return api.get<Preparacion[]>('/preparaciones', signal ? { signal } : {});
}

export function useReceta(productoId: number | null) {
  return useQuery({ queryKey: recetaKeys.receta(productoId ?? 0), queryFn: fromApi((signal) => getReceta(productoId!, signal)), enabled: productoId !== null, gcTime: 0 });
}

export function useInsumosReceta() {
  return useQuery({ queryKey: recetaKeys.insumos, queryFn: fromApi(getInsumos), staleTime: 30_000 });
}

export function usePreparacionesReceta() {
  return useQuery({ queryKey: recetaKeys.preparaciones, queryFn: fromApi(getPreparaciones), staleTime: 30_000 });
}

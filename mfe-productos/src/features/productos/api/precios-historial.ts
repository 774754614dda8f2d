import { api } from '@resto/shared/api-client';
import type { PreciosHistorialList } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

/** GET /precios/historial?productoId: every change of the product's price or cost, newest first. */
export function usePreciosHistorial(productoId: number | null) {
  return useQuery({
    queryKey: ['productos', productoId, 'precios-historial'] as const,
    queryFn: fromApi((signal) => api.get<PreciosHistorialList>('/precios/historial', { query: { productoId: productoId!, limite: 100 }, signal })),
    enabled: productoId !== null,
    gcTime: 0,
  });
}

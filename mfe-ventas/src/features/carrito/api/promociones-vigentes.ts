import type { CanalVenta, Promocion } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

/** The read of the promotions that hold now for a channel. */
export const promocionesVigentesKey = (canal: CanalVenta) => ['promociones', 'vigentes', canal] as const;

/**
 * GET /promociones/vigentes?canal=: what the cart applies to show the total the api will charge,
 * read again each minute (a window opens or closes); the api tags each line itself. Without it
 * (an older api, a failed read) the cart shows no promotion.
 */
export function usePromocionesVigentes(canal: CanalVenta) {
  return useQuery({
    queryKey: promocionesVigentesKey(canal),
    queryFn: fromApi((signal) => api.get<Promocion[]>('/promociones/vigentes', { query: { canal }, ...(signal ? { signal } : {}) })),
    retry: false,
    refetchInterval: 60_000,
  });
}

import type { ProductoDisponibilidad } from '@resto/shared/contracts';
import { useNoDisponible as useNoDisponibleEn } from '@resto/shared/sales-ui';

export { disponibilidadKey, getNoDisponibles } from '@resto/shared/sales-ui';

/** Why a product cannot be sold now, undefined when it can, live on /ws/ventas (the counters' hub). */
export function useNoDisponible(): (productoId: number) => ProductoDisponibilidad | undefined {
  return useNoDisponibleEn('ventas');
}

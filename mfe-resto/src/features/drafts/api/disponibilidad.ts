import { api, newClientMutationId } from '@resto/shared/api-client';
import type { ProductoDisponibilidad } from '@resto/shared/contracts';
import { disponibilidadKey, useNoDisponible as useNoDisponibleEn, type DisponibilidadBus } from '@resto/shared/sales-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export { disponibilidadKey, getNoDisponibles, type DisponibilidadBus } from '@resto/shared/sales-ui';

/** PATCH /productos/{id}/disponibilidad: sold out by hand (`false`), or back on sale. */
export function setDisponible(productoId: number, disponible: boolean) {
  return api.patch<unknown>(`/productos/${productoId}/disponibilidad`, { disponible, clientMutationId: newClientMutationId() });
}

/** Why a product cannot be added now, undefined when it can, live on /ws/mesas (the tables' hub). */
export function useNoDisponible(bus?: DisponibilidadBus): (productoId: number) => ProductoDisponibilidad | undefined {
  return useNoDisponibleEn('mesas', bus);
}

/** Marks a product sold out or available again, then reads the list again (the hub tells the other screens). */
export function useToggleDisponible(): (productoId: number, disponible: boolean) => Promise<{ success: boolean; message?: string | undefined }> {
  const client = useQueryClient();
  return useCallback(
    async (productoId: number, disponible: boolean) => {
      const result = await setDisponible(productoId, disponible);
      if (result.success) await client.invalidateQueries({ queryKey: disponibilidadKey });
      return { success: result.success, message: result.message };
    },
    [client],
  );
}

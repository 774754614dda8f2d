import type { FinalizarVenta, Venta } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /ventas/finalizar: charges a counter sale; a repeated ClientMutationId never charges twice. */
export function finalizarVenta(body: FinalizarVenta, headers?: Record<string, string>) {
  return api.post<Venta>('/ventas/finalizar', body, headers ? { headers } : undefined);
}

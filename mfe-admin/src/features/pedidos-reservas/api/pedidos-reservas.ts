import type { PedidosConfig, PedidosConfigInput, ReservasConfig } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const pedidosReservasKeys = {
  pedidos: ['pedidos', 'config'] as const,
  reservas: ['reservas', 'configuracion'] as const,
};

/** GET /pedidos/config: the critical threshold (minutes) and the header's refresh interval (ms). */
export function usePedidosConfigQuery() {
  return useQuery({ queryKey: pedidosReservasKeys.pedidos, queryFn: fromApi((signal) => api.get<PedidosConfig>('/pedidos/config', { signal })) });
}

/** PUT /pedidos/config: every open header applies it at once (PedidosConfigChanged on /ws/mesas). */
export function savePedidosConfig(body: PedidosConfigInput) {
  return api.put<PedidosConfig>('/pedidos/config', body);
}

/** GET /reservas/configuracion: the sitting length every reservation holds its table for. */
export function useReservasConfigQuery() {
  return useQuery({ queryKey: pedidosReservasKeys.reservas, queryFn: fromApi((signal) => api.get<ReservasConfig>('/reservas/configuracion', { signal })) });
}

/** PUT /reservas/configuracion: the next reservation checked uses it. */
export function saveReservasConfig(body: { duracionMinutos: number; clientMutationId: string }) {
  return api.put<ReservasConfig>('/reservas/configuracion', body);
}

import { api } from '@resto/shared/api-client';
import type { Reserva, ReservaCreate, ReservaSentada, ReservaUpdate } from '@resto/shared/contracts';
import type { ReservaEstado } from '@resto/shared/rules';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

/** Query keys of reservations: invalidate `reservasKeys.all` after a change or a ReservaChanged event. */
export const reservasKeys = {
  all: ['reservas'] as const,
  day: (fecha: string) => ['reservas', 'dia', fecha] as const,
};

/** GET /reservas?fecha=: the day's reservations by time and table. */
export function getReservas(fecha: string, signal?: AbortSignal) {
  return api.get<Reserva[]>(`/reservas?fecha=${encodeURIComponent(fecha)}`, signal ? { signal } : {});
}

export function useReservasDelDia(fecha: string) {
  return useQuery({ queryKey: reservasKeys.day(fecha), queryFn: fromApi((signal) => getReservas(fecha, signal)) });
}

/** POST /reservas: the api checks And overlaps (its message says why). */
export function createReserva(body: ReservaCreate) {
  return api.post<Reserva>('/reservas', body);
}

/** PUT /reservas/{id}: while confirmada or en espera. */
export function updateReserva(id: number, body: ReservaUpdate) {
  return api.put<Reserva>(`/reservas/${id}`, body);
}

/** PATCH /reservas/{id}/estado. */
export function cambiarEstadoReserva(id: number, estado: ReservaEstado, clientMutationId: string) {
  return api.patch<Reserva>(`/reservas/${id}/estado`, { estado, clientMutationId });
}

/** POST /reservas/{id}/asignar-mesa/{mesaId}: seats the party there and opens the table. */
export function asignarMesa(id: number, mesaId: number, clientMutationId: string) {
  return api.post<ReservaSentada>(`/reservas/${id}/asignar-mesa/${mesaId}`, { clientMutationId });
}

/** POST /reservas/liberar-mesa/{mesaId}: the seated party leaves, its reservation is finalizada. */
export function liberarMesa(mesaId: number, clientMutationId: string) {
  return api.post<Reserva>(`/reservas/liberar-mesa/${mesaId}`, { clientMutationId });
}

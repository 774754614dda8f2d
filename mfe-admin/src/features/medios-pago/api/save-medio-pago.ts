import type { MedioPago, MedioPagoCreate, MedioPagoUpdate } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /medios-de-pago: names are unique in the venue (MEDIO_PAGO_DUPLICADO). */
export function createMedioPago(body: MedioPagoCreate) {
  return api.post<MedioPago>('/medios-de-pago', body);
}

/** PUT /medios-de-pago/{id}: the fields given change. */
export function updateMedioPago(id: number, body: MedioPagoUpdate) {
  return api.put<MedioPago>(`/medios-de-pago/${id}`, body);
}

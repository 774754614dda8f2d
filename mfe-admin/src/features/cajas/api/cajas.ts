import type { ActualizarCaja, Caja, CrearCaja } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const cajasKeys = { all: ['cajas'] as const };

/** GET /cajas: the venue's tills, each with its open session if it has one. */
export function getCajas(signal?: AbortSignal) {
  return api.get<Caja[]>('/cajas', signal ? { signal } : {});
}

export function useCajas() {
  return useQuery({ queryKey: cajasKeys.all, queryFn: fromApi(getCajas) });
}

/** POST /cajas (caja.supervisar): adds a till. */
export function crearCaja(body: CrearCaja) {
  return api.post<Caja>('/cajas', body);
}

/** PATCH /cajas/{id} (caja.supervisar): renames, deactivates or activates a till. */
export function actualizarCaja(id: number, body: ActualizarCaja) {
  return api.patch<Caja>(`/cajas/${id}`, body);
}

import type { Arqueo, CerrarArqueo } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /arqueos/{id}/cerrar: the count; the server computes the expected cash and the difference. */
export function cerrarArqueo(id: number, body: CerrarArqueo) {
  return api.post<Arqueo>(`/arqueos/${id}/cerrar`, body);
}

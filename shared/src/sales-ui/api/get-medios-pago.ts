import type { MedioPago } from '../../contracts';
import { api } from '../../api-client/request';

/** GET /medios-de-pago: the venue's active payment methods, in its order. */
export function getMediosPago(signal?: AbortSignal) {
  return api.get<MedioPago[]>('/medios-de-pago', signal ? { signal } : {});
}

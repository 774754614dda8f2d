import type { TipoCambio } from '../../contracts';
import { api } from '../../api-client/request';

/** GET /tipos-de-cambio: the venue's exchange rates (its own currency is the pair with value 0). */
export function getTiposCambio(signal?: AbortSignal) {
  return api.get<TipoCambio[]>('/tipos-de-cambio', signal ? { signal } : {});
}

import { api } from '@resto/shared/api-client';
import type { TipoCambio } from '@resto/shared/contracts';

/** GET /tipos-de-cambio: the header shows the default one. */
export function getTiposCambio() {
  return api.get<TipoCambio[]>('/tipos-de-cambio');
}

import type { Mesa, MesaInput } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** PUT /mesas/bulk: the whole plan as it stands; tables left out are deleted. */
export function saveMesas(mesas: MesaInput[], clientMutationId: string) {
  return api.put<Mesa[]>('/mesas/bulk', { mesas, clientMutationId });
}

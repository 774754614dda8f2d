import type { Mesa } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /inicializacion/mesas: a first plan of `cantidad` tables in `zona`, only while there are none. */
export function inicializarMesas(input: { cantidad: number; zona: string }, clientMutationId: string) {
  return api.post<Mesa[]>('/inicializacion/mesas', { ...input, clientMutationId });
}

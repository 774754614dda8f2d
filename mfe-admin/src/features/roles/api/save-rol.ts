import type { Rol, RolCreate, RolUpdate } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /roles: names are unique in the venue (ROL_DUPLICADO). */
export function createRol(body: RolCreate) {
  return api.post<Rol>('/roles', body);
}

/** PUT /roles/{id}: `permisos` replaces the role's set. */
export function updateRol(id: number, body: RolUpdate) {
  return api.put<Rol>(`/roles/${id}`, body);
}

import type { Usuario, UsuarioCreate, UsuarioUpdate } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /usuarios: a password is required; the e-mail is unique in the venue. */
export function createUsuario(body: UsuarioCreate) {
  return api.post<Usuario>('/usuarios', body);
}

/** PUT /usuarios/{id}: the fields given change; `activo: false` deactivates and ends the user's sessions. */
export function updateUsuario(id: number, body: UsuarioUpdate) {
  return api.put<Usuario>(`/usuarios/${id}`, body);
}

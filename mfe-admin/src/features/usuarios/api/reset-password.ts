import type { UsuarioPassword } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /usuarios/{id}/password: a new password; the user's open sessions end. */
export function resetPassword(id: number, body: UsuarioPassword) {
  return api.post(`/usuarios/${id}/password`, body);
}

import type { Usuario } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const usuariosKeys = {
  all: ['usuarios'] as const,
};

/** GET /usuarios: the venue's users with their roles, last access and whether they are active. */
export function getUsuarios(signal?: AbortSignal) {
  return api.get<Usuario[]>('/usuarios', signal ? { signal } : {});
}

/** Read only by those who may (`enabled`): the api refuses everyone else. */
export function useUsuarios(enabled = true) {
  return useQuery({ queryKey: usuariosKeys.all, queryFn: fromApi((signal) => getUsuarios(signal)), enabled });
}

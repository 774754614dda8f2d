import type { Rol } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const rolesKeys = {
  all: ['roles'] as const,
};

/** GET /roles (read by the users and the roles pages): each role with its permissions and how many users hold it. */
export function getRoles(signal?: AbortSignal) {
  return api.get<Rol[]>('/roles', signal ? { signal } : {});
}

/** Read only by those who may (`enabled`): the api refuses everyone else. */
export function useRoles(enabled = true) {
  return useQuery({ queryKey: rolesKeys.all, queryFn: fromApi((signal) => getRoles(signal)), enabled });
}

import type { GeneralConfig } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

/** Query keys of the venue's general settings: invalidate `generalKeys.all` after a save. */
export const generalKeys = {
  all: ['configuracion', 'general'] as const,
};

/** GET /configuracion/general: every field of General config. */
export function getGeneralConfig(signal?: AbortSignal) {
  return api.get<GeneralConfig>('/configuracion/general', signal ? { signal } : {});
}

export function useGeneralConfigQuery() {
  return useQuery({ queryKey: generalKeys.all, queryFn: fromApi((signal) => getGeneralConfig(signal)) });
}

import type { AsistenteConfig, AsistenteConfigUpdate } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const asistenteConfigKeys = { all: ['asistente', 'config'] as const };

/** GET /asistente/config: the venue's assistant provider (the API key only as set / not set). */
export function useAsistenteConfigQuery() {
  return useQuery({ queryKey: asistenteConfigKeys.all, queryFn: fromApi((signal) => api.get<AsistenteConfig>('/asistente/config', { signal })) });
}

/** PUT /asistente/config: without apiKey the stored key stays. */
export function saveAsistenteConfig(body: AsistenteConfigUpdate) {
  return api.put<AsistenteConfig>('/asistente/config', body);
}

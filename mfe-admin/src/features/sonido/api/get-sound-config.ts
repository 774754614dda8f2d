import type { SoundConfig } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const sonidoKeys = {
  all: ['configuracion', 'sonido'] as const,
};

/** GET /configuracion/sonido: on/off, master volume and each named sound. */
export function getSoundConfig(signal?: AbortSignal) {
  return api.get<SoundConfig>('/configuracion/sonido', signal ? { signal } : {});
}

export function useSoundConfigQuery() {
  return useQuery({ queryKey: sonidoKeys.all, queryFn: fromApi((signal) => getSoundConfig(signal)) });
}

import type { GeneralConfig } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** PUT /configuracion/general: the settings given change; the answer is the whole saved config. */
export function saveGeneralConfig(body: Partial<GeneralConfig> & { clientMutationId: string }) {
  return api.put<GeneralConfig>('/configuracion/general', body);
}

import type { SoundConfig, SoundConfigUpdate } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** PUT /configuracion/sonido: volumes are clamped to 0..1; the answer is the saved config. */
export function saveSoundConfig(body: SoundConfigUpdate) {
  return api.put<SoundConfig>('/configuracion/sonido', body);
}

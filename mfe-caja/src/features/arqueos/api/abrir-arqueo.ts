import type { AbrirArqueo, Arqueo } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';

/** POST /arqueos: opens the register with an initial amount above 0 (one open at a time, one per date). */
export function abrirArqueo(body: AbrirArqueo) {
  return api.post<Arqueo>('/arqueos', body);
}

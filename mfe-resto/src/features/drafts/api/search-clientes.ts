import type { ClientesList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { useApiQuery, useDebouncedValue } from '@resto/shared/sales-ui';

/** GET /clientes: active customers by name, e-mail, phone or fiscal id. */
export function searchClientes(q: string, signal?: AbortSignal) {
  return api.get<ClientesList>('/clientes', { query: { q: q || undefined, pagina: 1, limite: 8 }, ...(signal ? { signal } : {}) });
}

export function useClienteSearch(text: string, enabled: boolean) {
  const q = useDebouncedValue(text.trim(), 200);
  return useApiQuery(`clientes:${q}`, (signal) => searchClientes(q, signal), { enabled: enabled && q !== '' });
}

import { api, type ApiResult } from '@resto/shared/api-client';
import type { ProductoVenta } from '@resto/shared/contracts';

/** GET /productos/buscar?q: a blank term gives an empty list without calling the server. */
export async function buscarProductos(q: string, signal?: AbortSignal): Promise<ApiResult<ProductoVenta[]>> {
  if (q.trim() === '') return { success: true, data: [] };
  return api.get<ProductoVenta[]>('/productos/buscar', { query: { q: q.trim(), limite: 20 }, ...(signal ? { signal } : {}) });
}

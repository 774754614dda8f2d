import { api, CONNECTION_ERROR_MESSAGE, getApiBase, newClientMutationId, type ApiResult } from '@resto/shared/api-client';
import type { Compra, CompraAlerta, CompraEstado, CompraInput, ComprasPage, ProveedoresList, RecepcionInput, RecepcionResult } from '@resto/shared/contracts';
import { getLanguage } from '@resto/shared/i18n';
import { fromApi } from '@resto/shared/query';
import { getToken } from '@resto/shared/session';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { insumosKeys } from '../../insumos';

/*
 * Purchase orders: the list, a draft's save, its moves through the states, the reception and the
 * cost alerts a reception raises. A save's refusal rejects with the api's message (already in the
 * user's language) so the dialog shows it.
 */

export const comprasKeys = {
  all: ['compras'] as const,
  list: (filter: ComprasFilter) => ['compras', 'list', filter] as const,
  alertas: ['compras', 'alertas'] as const,
  proveedores: ['compras', 'proveedores'] as const,
};

export interface ComprasFilter {
  estado: CompraEstado | null;
  proveedorId: number | null;
  page: number;
  pageSize: number;
}

/** A refused save: the api's message, for the screen to show. */
export class CompraRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CompraRefusal';
  }
}

function unwrapSave<T>(result: ApiResult<T>, fallback: string): T {
  if (result.success) return result.data as T;
  throw new CompraRefusal(result.message || fallback);
}

/** GET /compras: newest first, with their lines. */
export function getCompras(filter: ComprasFilter, signal?: AbortSignal) {
  return api.get<ComprasPage>('/compras', {
    query: { estado: filter.estado ?? undefined, proveedorId: filter.proveedorId ?? undefined, page: filter.page, pageSize: filter.pageSize },
    ...(signal ? { signal } : {}),
  });
}

export function useCompras(filter: ComprasFilter, enabled: boolean) {
  return useQuery({ queryKey: comprasKeys.list(filter), queryFn: fromApi((signal) => getCompras(filter, signal)), placeholderData: keepPreviousData, enabled });
}

/** GET /proveedores: the active suppliers a purchase may name (the first 100 by name). */
export function useProveedoresCompra(enabled: boolean) {
  return useQuery({
    queryKey: comprasKeys.proveedores,
    queryFn: fromApi((signal) => api.get<ProveedoresList>('/proveedores', { query: { pagina: 1, limite: 100 }, signal })),
    enabled,
    staleTime: 60_000,
  });
}

/** GET /compras/alertas: the dishes receptions pushed past the target food cost, not yet seen. */
export function useAlertasCompra(enabled: boolean) {
  return useQuery({ queryKey: comprasKeys.alertas, queryFn: fromApi((signal) => api.get<CompraAlerta[]>('/compras/alertas', { signal })), enabled });
}

export type SaveCompra = { id: number | null; body: CompraInput };

/** POST /compras (a new draft) or PUT /compras/{id} (a draft only). */
export function useSaveCompra(fallback: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveCompra) => unwrapSave(id === null ? await api.post<Compra>('/compras', body) : await api.put<Compra>(`/compras/${id}`, body), fallback),
    onSuccess: () => client.invalidateQueries({ queryKey: comprasKeys.all }),
  });
}

/** POST /compras/{id}/enviar or /cancelar. */
export function useMoverCompra(fallback: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, accion }: { id: number; accion: 'enviar' | 'cancelar' }) =>
      unwrapSave(await api.post<Compra>(`/compras/${id}/${accion}`, { clientMutationId: newClientMutationId() }), fallback),
    onSuccess: () => client.invalidateQueries({ queryKey: comprasKeys.all }),
  });
}

/** POST /compras/{id}/recepcion: what arrived; the answer names the dishes it pushed past their target. */
export function useRecibirCompra(fallback: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: RecepcionInput }) => unwrapSave(await api.post<RecepcionResult>(`/compras/${id}/recepcion`, body), fallback),
    // The stock and the average costs moved: the ingredient screens read them again.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: comprasKeys.all }), client.invalidateQueries({ queryKey: insumosKeys.all })]),
  });
}

/** POST /compras/alertas/{id}/vista. */
export function useAlertaVista(fallback: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrapSave(await api.post<CompraAlerta>(`/compras/alertas/${id}/vista`, { clientMutationId: newClientMutationId() }), fallback),
    onSuccess: () => client.invalidateQueries({ queryKey: comprasKeys.alertas }),
  });
}

/** GET /compras/{id}/pdf in the screen's language, downloaded as a file to send the supplier. */
export async function descargarPdf(compra: Pick<Compra, 'id' | 'numero'>): Promise<ApiResult<null>> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`${getApiBase()}/api/compras/${compra.id}/pdf?idioma=${getLanguage()}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    return { success: false, message: CONNECTION_ERROR_MESSAGE, status: 0, errorKind: 'network' };
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    return { success: false, message: envelope?.message ?? `Error ${response.status}`, status: response.status, errorKind: 'http' };
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/u.exec(disposition)?.[1] ?? `compra-${compra.numero}.pdf`;
  const url = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { success: true, data: null };
}

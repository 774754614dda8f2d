import type { Insumo, InsumoInput, InsumoMovimientosPage, InsumoMovimientoTipo, MermaInput, ProveedoresList } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { insumosKeys } from './insumos-keys';
import { unwrapSave } from './refusal';

export interface InsumosFilter {
  /** Part of the name; '' for every ingredient. */
  q: string;
  /** Only the active ones; false lists them all. */
  soloActivos: boolean;
}

/** GET /insumos: the venue's ingredients by name (a venue has tens or hundreds: the list comes whole). */
export function getInsumos(filter: InsumosFilter, signal?: AbortSignal) {
  return api.get<Insumo[]>('/insumos', {
    query: { q: filter.q || undefined, activo: filter.soloActivos ? true : undefined },
    ...(signal ? { signal } : {}),
  });
}

export function useInsumos(filter: InsumosFilter, enabled = true) {
  return useQuery({ queryKey: insumosKeys.list(filter), queryFn: fromApi((signal) => getInsumos(filter, signal)), placeholderData: keepPreviousData, enabled });
}

/** Every ingredient, for the pickers of waste, counts and preparation lines. */
export const useTodosLosInsumos = (enabled = true) => useInsumos({ q: '', soloActivos: false }, enabled);

export type SaveInsumo = { id: number | null; body: InsumoInput };

/** POST /insumos or PUT /insumos/{id}; a refusal rejects with the api's message in the user's language. */
export function useSaveInsumo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveInsumo) => unwrapSave(id === null ? await api.post<Insumo>('/insumos', body) : await api.put<Insumo>(`/insumos/${id}`, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: insumosKeys.all }),
  });
}

/** DELETE /insumos/{id}: erased, or deactivated when it has movements; refused when a recipe uses it. */
export function deleteInsumo(id: number, clientMutationId: string) {
  return api.del<{ desactivado: boolean }>(`/insumos/${id}`, { body: { clientMutationId } });
}

export const MOVIMIENTOS_PAGE_SIZE = 20;

/** GET /insumos/{id}/movimientos: newest first, a page at a time. */
export function useInsumoMovimientos(insumoId: number | null, page: number) {
  return useQuery({
    queryKey: insumosKeys.movimientos(insumoId ?? 0, page),
    queryFn: fromApi((signal) => api.get<InsumoMovimientosPage>(`/insumos/${insumoId}/movimientos`, { query: { page, pageSize: MOVIMIENTOS_PAGE_SIZE }, signal })),
    placeholderData: keepPreviousData,
    enabled: insumoId !== null,
  });
}

export interface MermasFilter {
  /** 'YYYY-MM-DD' or '' for no bound. */
  fechaDesde: string;
  fechaHasta: string;
  page: number;
  pageSize: number;
  tipo?: InsumoMovimientoTipo;
}

/** GET /insumos/movimientos?tipo=merma: the waste log of every ingredient in a range of days. */
export function useMermas(filter: MermasFilter, enabled = true) {
  return useQuery({
    queryKey: insumosKeys.mermas(filter),
    queryFn: fromApi((signal) =>
      api.get<InsumoMovimientosPage>('/insumos/movimientos', {
        query: {
          tipo: filter.tipo ?? 'merma',
          fechaDesde: filter.fechaDesde || undefined,
          fechaHasta: filter.fechaHasta || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /insumos/{id}/mermas: waste taken out of the stock; the ingredient lists and logs refresh. */
export function useRegistrarMerma() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ insumoId, body }: { insumoId: number; body: MermaInput }) => unwrapSave(await api.post<unknown>(`/insumos/${insumoId}/mermas`, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: insumosKeys.all }),
  });
}

/** GET /proveedores: the suppliers an ingredient may name (the first 100 by name). */
export function useProveedoresDeInsumos(enabled: boolean) {
  return useQuery({
    queryKey: insumosKeys.proveedores,
    queryFn: fromApi((signal) => api.get<ProveedoresList>('/proveedores', { query: { limite: 100 }, signal })),
    enabled,
    staleTime: 60_000,
  });
}

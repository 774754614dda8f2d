import type { Inventario, InventarioInput } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { insumosKeys } from './insumos-keys';
import { unwrapSave } from './refusal';

/** GET /inventarios: the past counts, newest first, without their lines. */
export function useInventarios() {
  return useQuery({ queryKey: insumosKeys.inventarios, queryFn: fromApi((signal) => api.get<Inventario[]>('/inventarios', { signal })) });
}

/** GET /inventarios/{id}: one count with each line's expected, counted and difference. */
export function useInventario(id: number | null) {
  return useQuery({
    queryKey: insumosKeys.inventario(id ?? 0),
    queryFn: fromApi((signal) => api.get<Inventario>(`/inventarios/${id}`, { signal })),
    enabled: id !== null,
  });
}

/** POST /inventarios: the counted quantities become the stock; the answer carries the differences. */
export function useGuardarInventario() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: InventarioInput) => unwrapSave(await api.post<Inventario>('/inventarios', body)),
    onSuccess: () => client.invalidateQueries({ queryKey: insumosKeys.all }),
  });
}

import { api } from '@resto/shared/api-client';
import type { ImpresionAjustes, Impresora, ImpresoraBody, RutaImpresion, TrabajoImpresion } from '@resto/shared/contracts';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const impresorasKeys = {
  all: ['impresion'] as const,
  impresoras: ['impresion', 'impresoras'] as const,
  rutas: ['impresion', 'rutas'] as const,
  categorias: ['impresion', 'categorias'] as const,
  trabajos: ['impresion', 'trabajos'] as const,
  ajustes: ['impresion', 'ajustes'] as const,
};

/** GET /impresion/impresoras. */
export function useImpresorasQuery() {
  return useQuery({ queryKey: impresorasKeys.impresoras, queryFn: fromApi((signal) => api.get<Impresora[]>('/impresion/impresoras', signal ? { signal } : {})) });
}

/** GET /impresion/rutas: the station of each routed category (the rest print in the kitchen). */
export function useRutasQuery() {
  return useQuery({ queryKey: impresorasKeys.rutas, queryFn: fromApi((signal) => api.get<RutaImpresion[]>('/impresion/rutas', signal ? { signal } : {})) });
}

/** GET /categorias: the product categories to route. */
export function useCategoriasQuery() {
  return useQuery({ queryKey: impresorasKeys.categorias, queryFn: fromApi((signal) => api.get<{ id: number; nombre: string }[]>('/categorias', signal ? { signal } : {})) });
}

export function saveImpresora(id: number | null, body: ImpresoraBody) {
  return id === null ? api.post<Impresora>('/impresion/impresoras', body) : api.put<Impresora>(`/impresion/impresoras/${id}`, body);
}

export function deleteImpresora(id: number, clientMutationId: string) {
  return api.del<null>(`/impresion/impresoras/${id}`, { body: { clientMutationId } });
}

/** POST /impresion/impresoras/:id/prueba: a test page, answered once the printer confirms it. */
export function testImpresora(id: number) {
  return api.post<null>(`/impresion/impresoras/${id}/prueba`, {});
}

export function saveRutas(rutas: RutaImpresion[], clientMutationId: string) {
  return api.put<RutaImpresion[]>('/impresion/rutas', { rutas, clientMutationId });
}

/** GET /impresion/trabajos: the last 200 print jobs, newest first. */
export function useTrabajosQuery() {
  return useQuery({
    queryKey: impresorasKeys.trabajos,
    queryFn: fromApi((signal) => api.get<TrabajoImpresion[]>('/impresion/trabajos', signal ? { signal } : {})),
    refetchInterval: 10_000,
  });
}

/** POST /impresion/trabajos/:id/reimprimir: printed again, marked 'REIMPRESIÓN', audited. */
export function reprintTrabajo(id: number, clientMutationId: string) {
  return api.post<TrabajoImpresion>(`/impresion/trabajos/${id}/reimprimir`, { clientMutationId });
}

/** GET /impresion/ajustes. */
export function useAjustesQuery() {
  return useQuery({ queryKey: impresorasKeys.ajustes, queryFn: fromApi((signal) => api.get<ImpresionAjustes>('/impresion/ajustes', signal ? { signal } : {})) });
}

export function saveAjustes(body: ImpresionAjustes, clientMutationId: string) {
  return api.put<ImpresionAjustes>('/impresion/ajustes', { ...body, clientMutationId });
}

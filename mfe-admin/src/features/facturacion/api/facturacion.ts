import type { FacturacionConfig, FacturacionConfigCreate, FacturacionConfigUpdate, PruebaConexion } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { fromApi } from '@resto/shared/query';
import { useQuery } from '@tanstack/react-query';

export const facturacionKeys = { all: ['facturaelectronicaconfig'] as const };

/** GET /facturaelectronicaconfig: the venue's electronic invoicing (0 or 1 configuration). */
export function useFacturacionConfigQuery() {
  return useQuery({ queryKey: facturacionKeys.all, queryFn: fromApi((signal) => api.get<FacturacionConfig[]>('/facturaelectronicaconfig', { signal })) });
}

/** POST /facturaelectronicaconfig (first time) or PUT /facturaelectronicaconfig/{id}: without certificate or key the stored ones stay. */
export function saveFacturacionConfig(id: number | null, body: FacturacionConfigCreate | FacturacionConfigUpdate) {
  return id === null ? api.post<FacturacionConfig>('/facturaelectronicaconfig', body) : api.put<FacturacionConfig>(`/facturaelectronicaconfig/${id}`, body);
}

/** POST /facturaelectronicaconfig/{id}/probar: WSAA login and ARCA's last authorised number of each type. */
export function probarConexion(id: number) {
  return api.post<PruebaConexion>(`/facturaelectronicaconfig/${id}/probar`, {});
}

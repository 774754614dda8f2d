import { api, newClientMutationId } from '@resto/shared/api-client';
import {
  cierreZDatosSchema,
  cierreZDocumentoSchema,
  cierresZListSchema,
  type CierreZ,
  type CierreZDatos,
  type CierreZDocumento,
  type TrabajoImpresion,
} from '@resto/shared/contracts';

/** POST /reportes/cierres-z: issues the Z close of a venue day (once; after its register closed). */
export function emitirCierreZ(fecha: string) {
  return api.post<CierreZ>('/reportes/cierres-z', { fecha });
}

/** GET /reportes/cierres-z/previa: what the day's Z would show (its total), for the confirmation before issuing it. */
export async function previaCierreZ(fecha: string): Promise<{ data: CierreZDatos | null; message: string | null }> {
  const res = await api.get('/reportes/cierres-z/previa', { query: { fecha } });
  return res.success ? { data: cierreZDatosSchema.parse(res.data), message: null } : { data: null, message: res.message ?? null };
}

/** The Z close already issued for a day, for who may read the reports' list (null when none). */
export async function cierreZDelDia(fecha: string): Promise<{ id: number; numero: number } | null> {
  const res = await api.get('/reportes/cierres-z');
  if (!res.success) return null;
  return cierresZListSchema.parse(res.data).items.find((c) => c.fecha === fecha) ?? null;
}

/** POST /impresion/cierres-z/:id: printed at the register's thermal printer (80 or 58 mm). */
export function imprimirCierreZ(id: number) {
  return api.post<TrabajoImpresion>(`/impresion/cierres-z/${id}`, { clientMutationId: newClientMutationId() });
}

/** GET /reportes/cierres-z/:id/imprimir: the page for the browser's print dialog (80 mm roll or A4). */
export async function paginaCierreZ(id: number, formato: 'ticket' | 'a4'): Promise<CierreZDocumento | null> {
  const res = await api.get(`/reportes/cierres-z/${id}/imprimir`, { query: { formato } });
  return res.success ? cierreZDocumentoSchema.parse(res.data) : null;
}

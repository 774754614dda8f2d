import type { DocumentoVenta } from '../../contracts';
import { api } from '../../api-client/request';

export type FormatoDocumento = DocumentoVenta['formato'];

/** GET /ventas/{id}/remito: the non-fiscal document of a paid sale, a whole printable HTML page. */
export function getRemito(ventaId: number, formato: FormatoDocumento, signal?: AbortSignal) {
  return api.get<DocumentoVenta>(`/ventas/${ventaId}/remito`, { query: { formato }, ...(signal ? { signal } : {}) });
}

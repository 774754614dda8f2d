import type { Comprobante, DocumentoFiscal, FacturacionConfig, ReceptorFiscal } from '../../contracts';
import { api } from '../../api-client/request';
import type { FormatoDocumento } from './get-remito';

/**
 * POST /ventas/{id}/ticket-fiscal: the sale's electronic invoice. Authorised: with CAE
 * and QR; ARCA down: pending (retried by the api); refused with the reason when e-invoicing is
 * not set up or ARCA rejects it.
 */
export function requestTicketFiscal(ventaId: number, clientMutationId: string, formato: FormatoDocumento = 'ticket', receptor: ReceptorFiscal | null = null) {
  return api.post<DocumentoFiscal>(`/ventas/${ventaId}/ticket-fiscal`, { clientMutationId, formato, ...(receptor ? { receptor } : {}) });
}

/** GET /ventas/{id}/ticket-fiscal: the invoice again (another format, or with its CAE once authorised). */
export function getTicketFiscal(ventaId: number, formato: FormatoDocumento, signal?: AbortSignal) {
  return api.get<DocumentoFiscal>(`/ventas/${ventaId}/ticket-fiscal`, { query: { formato }, ...(signal ? { signal } : {}) });
}

/** GET /facturaelectronicaconfig: the venue's e-invoicing (0 or 1), to name the option 'Factura B' or 'Factura C'. */
export function getFacturacionConfig(signal?: AbortSignal) {
  return api.get<FacturacionConfig[]>('/facturaelectronicaconfig', signal ? { signal } : {});
}

/** GET /ventas/{id}/nota-credito: the credit note that cancelled the sale's invoice (a voided sale). */
export function getNotaCredito(ventaId: number, formato: FormatoDocumento, signal?: AbortSignal) {
  return api.get<DocumentoFiscal>(`/ventas/${ventaId}/nota-credito`, { query: { formato }, ...(signal ? { signal } : {}) });
}

/** GET /ventas/{id}/comprobantes: the sale's invoice and, once voided, its credit note (empty without e-invoicing). */
export function getComprobantes(ventaId: number, signal?: AbortSignal) {
  return api.get<Comprobante[]>(`/ventas/${ventaId}/comprobantes`, signal ? { signal } : {});
}

import { api } from '@resto/shared/api-client';
import type { CobrarParte, CuentaDivision, DivisionInput, Draft, ParteCobrada } from '@resto/shared/contracts';

/** GET /mesas/drafts/{id}/division: the parts of the table's bill (none when not split). */
export function getDivision(draftId: number, signal?: AbortSignal) {
  return api.get<CuentaDivision>(`/mesas/drafts/${draftId}/division`, signal ? { signal } : {});
}

/** PUT /mesas/drafts/{id}/division: splits what is left to charge (equal parts, amounts, guests or seats). */
export function dividirCuenta(draftId: number, input: DivisionInput) {
  return api.put<{ draft: Draft; division: CuentaDivision }>(`/mesas/drafts/${draftId}/division`, input);
}

/** DELETE /mesas/drafts/{id}/division: back to one bill (only while no part is paid). */
export function unificarCuenta(draftId: number, clientMutationId: string) {
  return api.del<{ draft: Draft; division: CuentaDivision }>(`/mesas/drafts/${draftId}/division`, { body: { clientMutationId } });
}

/**
 * POST /mesas/drafts/{id}/partes/{parteId}/cobrar: one part as a sale of its own; keep the id across
 * retries. A tip above the venue's limit is retried with a manager's token (`approvalToken`).
 */
export function cobrarParte(draftId: number, parteId: number, body: CobrarParte, approvalToken?: string | null) {
  return api.post<ParteCobrada>(`/mesas/drafts/${draftId}/partes/${parteId}/cobrar`, body, approvalToken ? { headers: { 'x-aprobacion': approvalToken } } : undefined);
}

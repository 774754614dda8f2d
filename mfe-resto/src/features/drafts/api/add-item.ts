import type { ComboEleccion, Curso, DraftAgregado } from '@resto/shared/contracts';
import { api } from '@resto/shared/api-client';
import { approvalOptions, type Approval } from './set-discount';

export interface AddItemInput {
  productoId: number;
  /** Units (whole) of a unit product. */
  cantidad?: number;
  /** Weight or volume of a product sold by weight (up to 3 decimals). */
  peso?: number;
  notas?: string | null;
  /** The ids of the options chosen (the api checks and prices them). */
  modificadores?: number[];
  /** A combo's choices, one per group (the api checks and prices them). */
  combo?: ComboEleccion[];
  /** Held for a course (entrada, principal, postre) until it is fired; none goes now. */
  curso?: Curso;
  enEspera?: boolean;
}

/**
 * POST /mesas/drafts/{id}/items: the price, name and unit come from the product. Answers the
 * change (the draft without items and the new line), not the whole comanda.
 */
export function addItem(draftId: number, input: AddItemInput, clientMutationId: string, approval?: Approval) {
  return api.post<DraftAgregado>(`/mesas/drafts/${draftId}/items`, { ...input, clientMutationId }, approvalOptions(approval));
}

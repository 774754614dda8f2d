import { isAbortError, isSessionExpiredError, newClientMutationId, type ApiResult } from '@resto/shared/api-client';
import type { Draft, DraftFinalizado, PagoInput, PropinaInput } from '@resto/shared/contracts';
import type { DiscountKind } from '@resto/shared/rules';
import { addItem, type AddItemInput } from '../api/add-item';
import { cancelDraft } from '../api/cancel-draft';
import { changeQuantity } from '../api/change-quantity';
import { createDraft, type CreateDraftInput } from '../api/create-draft';
import { deleteItem } from '../api/delete-item';
import { finalizeDraft } from '../api/finalize-draft';
import { fireHeld } from '../api/fire-held';
import { patchDraft, type PatchDraftInput } from '../api/patch-draft';
import { restoreItem } from '../api/restore-item';
import { setDiscount, type Approval } from '../api/set-discount';
import { setNotas } from '../api/set-notas';
import { createDraftsCore } from './drafts-store';
import type { DraftsCore, DraftsStoreDeps, FallbackKey, MesaRef } from './drafts-types';

/*
 * The desktop draft panel's actions (Draft order) on top of the drafts core: each one
 * calls the api with a new ClientMutationId and applies the draft it answers with. Kept apart from
 * the core so that the handheld, whose changes go through its outbox, never downloads them.
 */

/** The desktop draft panel's actions on top of the core (each answer applied to the state). */
export interface DraftsStore extends DraftsCore {
  createDraft(mesa: MesaRef | null, input: CreateDraftInput): Promise<Draft | null>;
  /** A customer whose discount, with the table's, goes beyond what is allowed needs a manager's `approval` (as adds and restores that outgrow the table's discounts). */
  patchDraft(numero: number, input: PatchDraftInput, approval?: Approval): Promise<Draft | null>;
  addItem(numero: number, input: AddItemInput, approval?: Approval): Promise<Draft | null>;
  /** Fewer of a line the kitchen has needs mesas.cancelar or a manager's `approval`. */
  changeQuantity(numero: number, itemId: number, cantidad: number, approval?: Approval): Promise<Draft | null>;
  /** The line's note for the kitchen; blank clears it. */
  setNotas(numero: number, itemId: number, notas: string | null): Promise<Draft | null>;
  /** A line the kitchen has needs mesas.cancelar or a manager's `approval`. */
  deleteItem(numero: number, itemId: number, motivo: string, approval?: Approval): Promise<Draft | null>;
  restoreItem(numero: number, itemId: number, approval?: Approval): Promise<Draft | null>;
  /** Sends every held line to the kitchen (a table with held lines is not charged). */
  fireHeld(numero: number): Promise<Draft | null>;
  setDiscount(numero: number, tipo: DiscountKind | null, valor: number | null, approval?: Approval): Promise<Draft | null>;
  cancelDraft(numero: number, approval?: Approval): Promise<boolean>;
  /**
   * What the last refused action needs a manager to approve (`data.accion` of the
   * refusal), or null; reading it clears it.
   */
  takeApprovalRequest(): { accion: string; entidadId: number | null; valor: number | null; message: string | undefined } | null;
  /** Charges the table; keep `clientMutationId` across retries of one charge. A tip above the limit needs `approval`. */
  finalizeDraft(numero: number, pagos: PagoInput[], clientMutationId: string, propinas?: PropinaInput[], approval?: Approval): Promise<DraftFinalizado | null>;
}

/** The drafts state with the desktop's actions (the /resto page and its panel). */
export function createDraftsStore(deps: DraftsStoreDeps = {}): DraftsStore {
  const { core, kit } = createDraftsCore(deps);
  let approvalRequest: ReturnType<DraftsStore['takeApprovalRequest']> = null;

  /** Keeps what a refusal asks a manager to approve, for the panel to ask. */
  async function watched<T>(request: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    const result = await request;
    const data = result.data as { accion?: unknown; entidadId?: unknown; valor?: unknown } | undefined;
    approvalRequest =
      !result.success && result.code !== 'APROBACION_INVALIDA' && data && typeof data === 'object' && typeof data.accion === 'string'
        ? {
            accion: data.accion,
            entidadId: typeof data.entidadId === 'number' ? data.entidadId : null,
            valor: typeof data.valor === 'number' ? data.valor : null,
            message: result.message,
          }
        : null;
    return result;
  }

  /** The table's active draft, with the last error cleared; without one, 'No hay draft activo' is stored and null returned. */
  function activeDraft(numero: number): Draft | null {
    kit.emit({ error: null });
    const draft = kit.state().drafts.get(numero);
    if (!draft) kit.emit({ error: kit.text('sinDraft') });
    return draft ?? null;
  }

  /** Runs a change on the table's active draft and applies the draft the api answers with; a refusal a manager may approve is kept. */
  async function mutate(numero: number, fallback: FallbackKey, run: (draft: Draft, clientMutationId: string) => Promise<ApiResult<Draft>>) {
    const draft = activeDraft(numero);
    if (!draft) return null;
    const updated = await kit.call(() => watched(run(draft, newClientMutationId())), fallback);
    if (updated) kit.apply(updated);
    return updated;
  }

  const actions: Omit<DraftsStore, keyof DraftsCore> = {
    async createDraft(mesa, input) {
      kit.emit({ error: null });
      if (!mesa || mesa.id <= 0 || mesa.numero <= 0) {
        kit.emit({ error: kit.text('sinMesa') });
        return null;
      }
      let result: ApiResult<Draft>;
      try {
        result = await createDraft(mesa.id, input, newClientMutationId());
      } catch (error) {
        if (isSessionExpiredError(error) || isAbortError(error)) return null;
        return kit.fail(null, 'crear');
      }
      // Opened meanwhile on another device: the api answers 409 with that draft, to go on with it.
      if (result.data) kit.apply(result.data);
      if (!result.success || !result.data) return kit.fail(result, 'crear');
      return result.data;
    },

    patchDraft: (numero, input, approval) => mutate(numero, 'actualizar', (d, id) => patchDraft(d.id, input, id, approval)),
    async addItem(numero, input, approval) {
      const draft = activeDraft(numero);
      if (!draft) return null;
      // The answer is the change (the new line and the draft's new totals), applied like its event.
      const change = await kit.call(() => watched(addItem(draft.id, input, newClientMutationId(), approval)), 'agregar');
      return change ? (core.applyChange(change) ?? draft) : null;
    },
    changeQuantity: (numero, itemId, cantidad, approval) => mutate(numero, 'cantidad', (d, id) => changeQuantity(d.id, itemId, cantidad, id, approval)),
    setNotas(numero, itemId, notas) {
      const clean = notas?.trim() ? notas.trim() : null;
      return mutate(numero, 'notas', (d, id) => setNotas(d.id, itemId, clean, id));
    },

    async deleteItem(numero, itemId, motivo, approval) {
      const reason = motivo.trim();
      if (reason === '') {
        kit.emit({ error: kit.text('motivo') });
        return null;
      }
      return mutate(numero, 'eliminar', (d, id) => deleteItem(d.id, itemId, reason, id, approval));
    },

    restoreItem: (numero, itemId, approval) => mutate(numero, 'restaurar', (d, id) => restoreItem(d.id, itemId, id, approval)),
    fireHeld: (numero) => mutate(numero, 'marchar', (d, id) => fireHeld(d.id, id)),
    setDiscount: (numero, tipo, valor, approval) => mutate(numero, 'descuento', (d, id) => setDiscount(d.id, tipo, valor, id, approval)),

    takeApprovalRequest() {
      const request = approvalRequest;
      approvalRequest = null;
      return request;
    },

    async cancelDraft(numero, approval) {
      const draft = activeDraft(numero);
      if (!draft) return false;
      const cancelled = await kit.call(() => watched(cancelDraft(draft.id, newClientMutationId(), approval)), 'cancelar');
      if (!cancelled) return false;
      kit.forget(numero, draft.id);
      return true;
    },

    async finalizeDraft(numero, pagos, clientMutationId, propinas = [], approval) {
      const draft = activeDraft(numero);
      if (!draft) return null;
      const done = await kit.call(() => watched(finalizeDraft(draft.id, pagos, clientMutationId, propinas, approval)), 'finalizar');
      if (done) kit.forget(numero, draft.id);
      return done;
    },
  };
  return Object.assign(core, actions);
}

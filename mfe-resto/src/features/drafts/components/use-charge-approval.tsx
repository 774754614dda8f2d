import { useRef, useState, type ReactNode } from 'react';
import type { ApiResult } from '@resto/shared/api-client';
import type { PagoInput, PropinaInput, Venta } from '@resto/shared/contracts';
import { ManagerApprovalDialog, type ApprovalRequest } from '@resto/shared/sales-ui';
import type { Approval } from '../api/set-discount';
import type { DraftsStore } from '../state/drafts-actions';

type Finalize = (pagos: PagoInput[], clientMutationId: string, propinas: PropinaInput[]) => Promise<ApiResult<Venta>>;

/**
 * A table's charge whose tip is above the venue's limit needs a manager: the charge waits for the
 * PIN and is retried with the token under the same ClientMutationId, so it is charged once. Closing
 * the PIN dialog leaves the refusal's message on the charge screen.
 */
export function useChargeApproval(store: DraftsStore, numero: number): { finalize: Finalize; dialog: ReactNode } {
  const [request, setRequest] = useState<ApprovalRequest | null>(null);
  const answer = useRef<((approval: Approval | null) => void) | null>(null);

  const attempt = async (pagos: PagoInput[], clientMutationId: string, propinas: PropinaInput[], approval?: Approval): Promise<ApiResult<Venta>> => {
    const done = await store.finalizeDraft(numero, pagos, clientMutationId, propinas, approval);
    if (done) return { success: true, data: done.venta };
    return { success: false, message: store.getState().error ?? '' };
  };

  const finalize: Finalize = async (pagos, clientMutationId, propinas) => {
    const first = await attempt(pagos, clientMutationId, propinas);
    const asked = first.success ? null : store.takeApprovalRequest();
    if (!asked || asked.accion !== 'propina-sobre-limite') return first;
    const approval = await new Promise<Approval | null>((resolve) => {
      answer.current = resolve;
      setRequest({ accion: 'propina-sobre-limite', entidadId: asked.entidadId, valor: asked.valor, message: asked.message });
    });
    return approval ? attempt(pagos, clientMutationId, propinas, approval) : first;
  };

  const settle = (approval: Approval | null) => {
    setRequest(null);
    answer.current?.(approval);
    answer.current = null;
  };

  const dialog = <ManagerApprovalDialog request={request} onClose={() => settle(null)} onApproved={(token, motivo) => settle({ token, motivo })} />;
  return { finalize, dialog };
}

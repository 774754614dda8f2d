import type { Draft, Mesa } from '@resto/shared/contracts';
import { toMinor } from '@resto/shared/rules';
import { CloseSaleDialog, useMoney } from '@resto/shared/sales-ui';
import type { DraftsStore } from '../state/drafts-actions';
import { useChargeApproval } from './use-charge-approval';

/** One charge of a draft: its id is kept across retries, so a timeout never charges twice. */
export interface Charge {
  draftId: number;
  clientMutationId: string;
  /** The total when the charge started, shown once the draft is gone (charged). */
  totalMinor: number;
}

interface PayDialogProps {
  mesa: Mesa;
  draft: Draft | null;
  store: DraftsStore;
  charge: Charge;
  /** `charged`: the draft became a sale (the table is free now). */
  onClose: (charged: boolean) => void;
}

/** The money path's close-sale screen, charging this table's draft. */
export function PayDialog({ mesa, draft, store, charge, onClose }: PayDialogProps) {
  const { currency } = useMoney();
  const current = draft?.id === charge.draftId ? draft : null;
  // Another device may still change the draft while paying: the total follows it.
  const totalMinor = current ? toMinor(current.total, currency) : charge.totalMinor;

  const { finalize, dialog } = useChargeApproval(store, mesa.numero);

  return (
    <>
      {dialog}
      <CloseSaleDialog
        open
        totalMinor={totalMinor}
        clientMutationId={charge.clientMutationId}
        onFinalize={finalize}
        onCharged={() => undefined}
        onClose={() => onClose(current === null)}
      />
    </>
  );
}

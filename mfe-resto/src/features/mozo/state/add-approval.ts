import { askApproval } from './approval';
import type { OutboxEntry, SettledEvent } from './outbox/outbox-types';

/*
 * Products the api refused because, added, they take the table's discounts past what was allowed
 * (an approved 15 % of a coffee does not stretch over a soda): the manager's PIN sheet asks for
 * them, all the products confirmed together at once, and approved they are sent again with the
 * token. Declined, they go back to the table's selection, as any refused product does.
 */

type Rejected = Extract<SettledEvent, { outcome: 'rejected' }>;

/** Returns a handler of refused products: true when it took the refusal (the PIN sheet asks, or will once the batch is in). */
export function addApprovals(backToSelection: (entry: OutboxEntry) => void): (e: Rejected) => boolean {
  const waiting = new Map<string, OutboxEntry[]>();
  return (e) => {
    if (e.entry.op.kind !== 'agregarProducto' || !e.approval) return false;
    const batch = [...(waiting.get(e.entry.batch) ?? []), e.entry];
    waiting.set(e.entry.batch, batch);
    if (!e.batchDone) return true;
    waiting.delete(e.entry.batch);
    askApproval({ ...e.approval, message: e.message, entry: batch[0]!, batch, onDecline: () => batch.forEach(backToSelection) });
    return true;
  };
}

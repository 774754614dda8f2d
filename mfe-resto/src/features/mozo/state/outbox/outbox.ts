import { apiRequest, isAbortError, isSessionExpiredError, newClientMutationId, onlineStore } from '@resto/shared/api-client';
import type { Draft, DraftAgregado, DraftLoteResultado } from '@resto/shared/contracts';
import { approvalNeeded } from './approval-needed';
import { OutboxQueue } from './outbox-queue';
import { headBatch, isRetryable, lineBody, needsDraft, request, type AddEntry } from './outbox-requests';
import type { OutboxEntry, OutboxOp, OutboxOptions, Send } from './outbox-types';

/*
 * The phone's outbox: every change the waiter makes to a table (open it, send products to the
 * kitchen, delete one, set the customer, close it) is written here first, with the
 * ClientMutationId created when the waiter acted, and then sent in order. A change leaves the
 * outbox only when the server answered it: sent, or refused for good. Connection failures keep it
 * for the next attempt with the SAME id, so the server applies it once however often it is resent
 * (its idempotency returns the first result). Stored in localStorage: a reload loses nothing.
 *
 * The products of one 'Confirmar' go together: one request (POST .../items/lote), one transaction
 * and one event, each product still with its own ClientMutationId, so resending the batch (or a
 * product of it sent alone before) never adds it twice. The server adds all of them or none.
 *
 * This file sends and retries; the waiting changes and their storage are outbox-queue.ts, the
 * request each change makes outbox-requests.ts.
 */

/** The automatic retry delay. */
export const OUTBOX_RETRY_DELAY_MS = 3000;
const NO_DRAFT = 'No hay draft activo';

export class Outbox extends OutboxQueue {
  /** Draft ids learnt while sending (a table opened offline gets its id here). */
  private readonly drafts = new Map<number, number>();
  private running: Promise<void> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly isOnline: () => boolean;
  private readonly retryDelayMs: number;
  private readonly send: Send;
  private detach: (() => void) | null = null;

  constructor(options: OutboxOptions) {
    super(options);
    this.isOnline = options.isOnline ?? onlineStore.getState;
    this.retryDelayMs = options.retryDelayMs ?? OUTBOX_RETRY_DELAY_MS;
    this.send = options.send ?? ((path, o) => apiRequest(path, o));
  }

  /**
   * Writes the changes to the phone (each with its new ClientMutationId) and tries to send them.
   * Returns the stored entries; they are safe on the phone before this returns.
   */
  enqueue(ops: readonly OutboxOp[], batch: string = newClientMutationId()): OutboxEntry[] {
    const added = this.append(ops, batch);
    void this.flush();
    return added;
  }

  /** The table's draft id if the outbox learnt it (e.g. it opened the table itself). */
  knownDraftId(mesaId: number): number | null {
    return this.drafts.get(mesaId) ?? null;
  }

  /**
   * Sends what is waiting, oldest first, one at a time. Stops at the first connection failure
   * (and tries again after the retry delay, or when the browser is back online). One run at a time.
   */
  flush(): Promise<void> {
    clearTimeout(this.retryTimer);
    if (this.running) {
      // The run in progress may already have decided to stop (e.g. it saw no connection): go again.
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let ended: 'idle' | 'offline' | 'retry' | 'stop';
      do {
        this.again = false;
        ended = await this.run();
        // A failed attempt waits for its retry timer; anything else may have missed new work.
      } while (this.again && (ended === 'idle' || ended === 'offline'));
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Sends when the connection comes back (1 s later) and re-reads other tabs' changes. */
  start(): () => void {
    if (this.detach) return this.detach;
    const onOnline = () => setTimeout(() => void this.flush(), 1000);
    const onStorage = (e: StorageEvent) => {
      if (e.key === this.options.storageKey) this.update({ entries: this.load() });
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    void this.flush();
    this.detach = () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
      clearTimeout(this.retryTimer);
      this.detach = null;
    };
    return this.detach;
  }

  private async run(): Promise<'idle' | 'offline' | 'retry' | 'stop'> {
    while (this.state.entries.length > 0) {
      if (!this.isOnline()) return 'offline';
      const entry = this.state.entries[0]!;
      this.update({ sending: true });
      let outcome: 'done' | 'retry' | 'stop';
      try {
        const batch = headBatch(this.state.entries);
        outcome = batch.length > 1 ? await this.sendBatch(batch) : await this.sendOne(entry);
      } catch (error) {
        // A logout or an expired session cancelled the request: keep everything for the next sign-in.
        if (isAbortError(error) || isSessionExpiredError(error)) outcome = 'stop';
        else throw error;
      } finally {
        this.update({ sending: false });
      }
      if (outcome === 'stop') return 'stop';
      if (outcome === 'retry') {
        this.retryTimer = setTimeout(() => void this.flush(), this.retryDelayMs);
        return 'retry';
      }
    }
    return 'idle';
  }

  private async sendOne(entry: OutboxEntry): Promise<'done' | 'retry'> {
    let draftId: number | null = needsDraft(entry.op) ? entry.op.draftId : null;
    if (needsDraft(entry.op) && draftId === null) {
      const found = await this.findDraftId(entry.op.mesaId);
      if (found === 'retry') return this.keep(entry, null);
      if (found === null) {
        this.settle(entry, { outcome: 'rejected', message: NO_DRAFT, status: 404 });
        return 'done';
      }
      draftId = found;
      // Fixed before the first send: a resend must name the same draft, or the server would see
      // another operation under the same ClientMutationId.
      this.replace(entry.id, { ...entry, op: { ...entry.op, draftId } });
    }
    const { path, method, body } = request(entry, draftId);
    const result = await this.send<Draft | DraftAgregado>(path, { method, body });
    if (result.success && entry.op.kind === 'agregarProducto') {
      // A product added alone answers only the change (the draft without items and the new line).
      const change = (result.data ?? null) as DraftAgregado | null;
      if (change) this.drafts.set(entry.op.mesaId, change.draft.id);
      this.settle(entry, change ? { outcome: 'sent', draft: null, change } : { outcome: 'sent', draft: null });
      return 'done';
    }
    if (result.success || (entry.op.kind === 'abrirMesa' && result.status === 409 && result.data)) {
      // 409 on opening: another phone opened the table first; its draft is the one to work on.
      const draft = (result.data ?? null) as Draft | null;
      if (draft && entry.op.kind !== 'cerrarMesa') this.drafts.set(entry.op.mesaId, draft.id);
      if (entry.op.kind === 'cerrarMesa') this.drafts.delete(entry.op.mesaId);
      this.settle(entry, { outcome: 'sent', draft });
      return 'done';
    }
    if (isRetryable(result)) return this.keep(entry, result.message ?? null);
    const settled = draftId === null || !needsDraft(entry.op) ? entry : { ...entry, op: { ...entry.op, draftId } };
    this.settle(settled, { outcome: 'rejected', message: result.message ?? '', status: result.status ?? 0, approval: approvalNeeded(result) });
    return 'done';
  }

  /** A confirmed list of products for one table: one request, each line with its own id. */
  private async sendBatch(batch: AddEntry[]): Promise<'done' | 'retry'> {
    const first = batch[0]!;
    let draftId = first.op.draftId;
    if (draftId === null) {
      const found = await this.findDraftId(first.op.mesaId);
      if (found === 'retry') return this.keepAll(batch, null);
      if (found === null) {
        for (const e of batch) this.settle(e, { outcome: 'rejected', message: NO_DRAFT, status: 404 });
        return 'done';
      }
      draftId = found;
      // Fixed before the first send, as for a single product.
      for (const e of batch) this.replace(e.id, { ...e, op: { ...e.op, draftId } });
    }
    const items = batch.map((e) => ({ ...lineBody(e.op), clientMutationId: e.id }));
    const result = await this.send<DraftLoteResultado>(`/mesas/drafts/${draftId}/items/lote`, { method: 'POST', body: { items } });
    if (result.success) {
      const draft = result.data?.draft ?? null;
      if (draft) this.drafts.set(first.op.mesaId, draft.id);
      for (const e of batch) this.settle(e, { outcome: 'sent', draft });
      return 'done';
    }
    if (isRetryable(result)) return this.keepAll(batch, result.message ?? null);
    // One refused product refuses the list (the server added none): every line goes back to the waiter, or a manager approves the list.
    const approval = approvalNeeded(result);
    for (const e of batch) this.settle({ ...e, op: { ...e.op, draftId } }, { outcome: 'rejected', message: result.message ?? '', status: result.status ?? 0, approval });
    return 'done';
  }

  private keepAll(batch: readonly OutboxEntry[], message: string | null): 'retry' {
    for (const e of batch) this.keep(e, message);
    return 'retry';
  }

  private async findDraftId(mesaId: number): Promise<number | null | 'retry'> {
    const known = this.drafts.get(mesaId);
    if (known !== undefined) return known;
    const result = await this.send<Draft | null>(`/mesas/${mesaId}/draft`, { method: 'GET' });
    if (result.success) return result.data?.id ?? null;
    return isRetryable(result) ? 'retry' : null;
  }
}

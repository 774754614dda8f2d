import { newClientMutationId } from '@resto/shared/api-client';
import { readJson, writeJson } from '../storage';
import type { OutboxEntry, OutboxOp, OutboxOptions, OutboxState, SettledEvent, Settlement } from './outbox-types';

/**
 * The outbox's waiting changes, kept in localStorage so that a reload loses nothing, and who is
 * told when they change or leave. The sending and its retries are the Outbox's (outbox.ts), which
 * builds on this.
 */
export class OutboxQueue {
  protected state: OutboxState;
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<(e: SettledEvent) => void>();
  private readonly storage: Storage;

  constructor(protected readonly options: OutboxOptions) {
    this.storage = options.storage ?? localStorage;
    this.state = { entries: this.load(), sending: false };
  }

  getState = (): OutboxState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Told about every change that left the outbox: sent (with the draft the server answered) or refused. */
  onSettled(listener: (e: SettledEvent) => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /** Stores the changes after the waiting ones, each with its new ClientMutationId. */
  protected append(ops: readonly OutboxOp[], batch: string): OutboxEntry[] {
    const createdAt = new Date().toISOString();
    const added = ops.map((op) => ({ id: newClientMutationId(), op, batch, batchSize: ops.length, createdAt, attempts: 0, lastError: null }));
    this.update({ entries: [...this.state.entries, ...added] });
    return added;
  }

  /** The entry stays for the next attempt, with the reason this one did not get through. */
  protected keep(entry: OutboxEntry, message: string | null): 'retry' {
    const current = this.state.entries.find((e) => e.id === entry.id) ?? entry;
    this.replace(entry.id, { ...current, attempts: current.attempts + 1, lastError: message });
    return 'retry';
  }

  protected settle(entry: OutboxEntry, result: Settlement): void {
    const sent = this.state.entries.find((e) => e.id === entry.id) ?? entry;
    const batchDone = !this.state.entries.some((e) => e.id !== entry.id && e.batch === entry.batch);
    const event: SettledEvent = result.outcome === 'sent' ? { ...result, entry: sent, batchDone } : { ...result, entry: sent, batchDone };
    // Listeners first (they store the server's draft), then the entry leaves: the screen never
    // shows a moment with neither the waiting change nor its result.
    for (const l of [...this.settledListeners]) {
      try {
        l(event);
      } catch (error) {
        console.error(error);
      }
    }
    this.update({ entries: this.state.entries.filter((e) => e.id !== entry.id) });
  }

  protected replace(id: string, next: OutboxEntry): void {
    this.update({ entries: this.state.entries.map((e) => (e.id === id ? next : e)) });
  }

  protected update(patch: Partial<OutboxState>): void {
    const entriesChanged = patch.entries !== undefined && patch.entries !== this.state.entries;
    this.state = { ...this.state, ...patch };
    if (entriesChanged) writeJson(this.options.storageKey, this.state.entries, this.storage);
    for (const l of [...this.listeners]) l();
  }

  protected load(): OutboxEntry[] {
    const stored = readJson<unknown>(this.options.storageKey, [], this.storage);
    return Array.isArray(stored) ? (stored as OutboxEntry[]).filter((e) => typeof e?.id === 'string' && e.op && typeof e.op.kind === 'string') : [];
  }
}

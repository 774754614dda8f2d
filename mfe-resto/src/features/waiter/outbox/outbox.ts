import { apiRequest, isAbortError, isSessionExpiredError, newClientMutationId, onlineStore, type ApiResult } from '@resto/shared/api-client';
import type { Draft, DraftAgregado, DraftLoteResultado } from '@resto/shared/contracts';
import { readJson, writeJson } from '../state/storage';

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
 */

export type OutboxOp =
  | { kind: 'abrirMesa'; mesaId: number; mesaNumero: number; comensales: number; comentario: string | null; camarero: string | null }
  | {
      kind: 'agregarProducto';
      mesaId: number;
      mesaNumero: number;
      /** Null while the table's opening is still waiting in the outbox. */
      draftId: number | null;
      productoId: number;
      nombre: string;
      precio: number;
      cantidad: number;
      notas: string | null;
      unidadMedida?: string;
      /** Issue 16: the options chosen (ids; `precio` includes their deltas), their names, the course and held. */
      modificadores?: number[];
      detalle?: string;
      curso?: 'entrada' | 'principal' | 'postre';
      enEspera?: boolean;
    }
  | { kind: 'eliminarProducto'; mesaId: number; mesaNumero: number; draftId: number; itemId: number; nombre: string; motivo: string }
  /** A sent line's note for the kitchen, changed after it was ordered (null clears it). */
  | { kind: 'cambiarNota'; mesaId: number; mesaNumero: number; draftId: number; itemId: number; nombre: string; notas: string | null }
  | { kind: 'cambiarCliente'; mesaId: number; mesaNumero: number; draftId: number | null; clienteId: number | null; clienteNombre: string | null }
  | { kind: 'cerrarMesa'; mesaId: number; mesaNumero: number; draftId: number | null }
  /** Issue 16: fires the held lines of a course (every held line without one). */
  | { kind: 'marchar'; mesaId: number; mesaNumero: number; draftId: number; curso: 'entrada' | 'principal' | 'postre' | null };

export type OutboxKind = OutboxOp['kind'];

export interface OutboxEntry {
  /** The ClientMutationId: created once, when the waiter acted, and reused on every resend. */
  id: string;
  op: OutboxOp;
  /** Changes made by one tap (e.g. the products of one 'Confirmar') share a batch. */
  batch: string;
  /** How many changes the batch had when the waiter made it. */
  batchSize: number;
  createdAt: string;
  attempts: number;
  /** Why the last attempt did not get through (connection), for the screen. */
  lastError: string | null;
}

/** The actions a manager may approve on the spot (the contracts' ACCIONES_APROBABLES; a test keeps them equal). Not imported, like BATCH_MAX_ITEMS: the contracts module brings zod. */
export const ACCIONES_APROBABLES = ['descuento', 'precio-libre', 'cancelar-mesa', 'anular-item', 'anular-venta', 'cliente-descuento', 'anular-venta-anterior', 'gasto-sobre-limite', 'cerrar-caja-ajena', 'reabrir-caja', 'propina-sobre-limite'] as const;

/** A refusal that a manager's approval would turn around: what to approve (the refusal's `data`: action, table, and figure for a discount). */
export interface ApprovalNeeded {
  accion: (typeof ACCIONES_APROBABLES)[number];
  entidadId: number | null;
  valor?: number | null;
}

/** The approval a refusal asks for, or null (an invalid or used token is a plain refusal). */
export function approvalNeeded(result: Pick<ApiResult<unknown>, 'success' | 'data' | 'code'>): ApprovalNeeded | null {
  if (result.success || result.code === 'APROBACION_INVALIDA') return null;
  const data = result.data as { accion?: unknown; entidadId?: unknown; valor?: unknown } | null | undefined;
  if (!data || typeof data !== 'object' || !(ACCIONES_APROBABLES as readonly unknown[]).includes(data.accion)) return null;
  return { accion: data.accion as ApprovalNeeded['accion'], entidadId: typeof data.entidadId === 'number' ? data.entidadId : null, valor: typeof data.valor === 'number' ? data.valor : null };
}

/**
 * What a sent change answered: the whole draft, or (a product added alone, issue 18) only the
 * change, `{ draft without items, the new line }`, applied like a PedidoConfirmed event.
 */
export type SentAnswer = { draft: Draft | null; change?: undefined } | { draft: null; change: DraftAgregado };

export type SettledEvent =
  | ({ outcome: 'sent'; entry: OutboxEntry; batchDone: boolean } & SentAnswer)
  | { outcome: 'rejected'; entry: OutboxEntry; message: string; status: number; batchDone: boolean; approval?: ApprovalNeeded | null };

export interface OutboxState {
  entries: readonly OutboxEntry[];
  /** True while a send is in progress. */
  sending: boolean;
}

type Send = <T>(path: string, options: { method: 'POST' | 'PATCH' | 'DELETE' | 'GET'; body?: unknown }) => Promise<ApiResult<T>>;

export interface OutboxOptions {
  /** localStorage key; one outbox per signed-in user. */
  storageKey: string;
  storage?: Storage;
  /** Default: the browser's online state. */
  isOnline?: () => boolean;
  /** Wait before trying again after a connection failure. Default 3000 ms (SPEC §9 auto-retry). */
  retryDelayMs?: number;
  /** Default: the shared API client. */
  send?: Send;
}

/**
 * Most products one batch add takes: the contracts' DRAFT_LOTE_MAX_ITEMS (a test keeps them equal).
 * Not imported: the contracts module brings zod, which the handheld's first download must not carry.
 */
export const BATCH_MAX_ITEMS = 100;

/** SPEC §9: the automatic retry delay. */
export const OUTBOX_RETRY_DELAY_MS = 3000;
const NO_DRAFT = 'No hay draft activo';

/**
 * Network failures, time-outs, 408, 429 and 5xx may succeed later; so does 426 (issue 21: this
 * copy of the handheld is outdated: the change waits on the phone and the updated version sends
 * it). Other answers are final.
 */
export function isRetryable(result: Pick<ApiResult<unknown>, 'status' | 'errorKind'>): boolean {
  if (result.errorKind === 'network' || result.errorKind === 'timeout') return true;
  const status = result.status ?? 0;
  return status === 0 || status === 408 || status === 426 || status === 429 || status >= 500;
}

/** The request an outbox entry makes (also the one retried with a manager's approval). */
export function request(entry: OutboxEntry, draftId: number | null): { path: string; method: 'POST' | 'PATCH' | 'DELETE'; body: Record<string, unknown> } {
  const op = entry.op;
  const clientMutationId = entry.id;
  switch (op.kind) {
    case 'abrirMesa':
      return {
        path: `/mesas/${op.mesaId}/draft`,
        method: 'POST',
        body: { mesaId: op.mesaId, comensales: op.comensales, comentario: op.comentario, camarero: op.camarero, clienteId: null, clientMutationId },
      };
    case 'agregarProducto':
      return { path: `/mesas/drafts/${draftId}/items`, method: 'POST', body: { ...lineBody(op), clientMutationId } };
    case 'eliminarProducto':
      return { path: `/mesas/drafts/${op.draftId}/items/${op.itemId}`, method: 'DELETE', body: { motivoEliminacion: op.motivo, clientMutationId } };
    case 'cambiarNota':
      return { path: `/mesas/drafts/${op.draftId}/items/${op.itemId}/notas`, method: 'PATCH', body: { notas: op.notas, clientMutationId } };
    case 'cambiarCliente':
      return { path: `/mesas/drafts/${draftId}`, method: 'PATCH', body: { clienteId: op.clienteId, clientMutationId } };
    case 'cerrarMesa':
      return { path: `/mesas/drafts/${draftId}`, method: 'DELETE', body: { clientMutationId } };
    case 'marchar':
      return { path: `/mesas/drafts/${op.draftId}/marchar`, method: 'POST', body: { ...(op.curso ? { curso: op.curso } : {}), clientMutationId } };
  }
}

/** A product's add body: what the api prices (never the price shown on the phone). */
function lineBody(op: Extract<OutboxOp, { kind: 'agregarProducto' }>): Record<string, unknown> {
  return {
    productoId: op.productoId,
    cantidad: op.cantidad,
    notas: op.notas,
    ...(op.modificadores?.length ? { modificadores: op.modificadores } : {}),
    ...(op.curso ? { curso: op.curso } : {}),
    ...(op.enEspera ? { enEspera: true } : {}),
  };
}

type AddEntry = OutboxEntry & { op: Extract<OutboxOp, { kind: 'agregarProducto' }> };
const isAdd = (e: OutboxEntry): e is AddEntry => e.op.kind === 'agregarProducto';

/** The products at the head of the outbox that were confirmed together for one table (sent as one batch). */
function headBatch(entries: readonly OutboxEntry[]): AddEntry[] {
  const first = entries[0];
  if (!first || !isAdd(first)) return [];
  const group: AddEntry[] = [];
  for (const e of entries) {
    if (!isAdd(e) || e.batch !== first.batch || e.op.mesaId !== first.op.mesaId || e.op.draftId !== first.op.draftId) break;
    group.push(e);
    if (group.length === BATCH_MAX_ITEMS) break;
  }
  return group;
}

function needsDraft(op: OutboxOp): op is Extract<OutboxOp, { draftId: number | null }> {
  return op.kind === 'agregarProducto' || op.kind === 'cambiarCliente' || op.kind === 'cerrarMesa';
}

export class Outbox {
  private state: OutboxState;
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<(e: SettledEvent) => void>();
  /** Draft ids learnt while sending (a table opened offline gets its id here). */
  private readonly drafts = new Map<number, number>();
  private running: Promise<void> | null = null;
  private again = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly storage: Storage;
  private readonly isOnline: () => boolean;
  private readonly retryDelayMs: number;
  private readonly send: Send;
  private detach: (() => void) | null = null;

  constructor(private readonly options: OutboxOptions) {
    this.storage = options.storage ?? localStorage;
    this.isOnline = options.isOnline ?? onlineStore.getState;
    this.retryDelayMs = options.retryDelayMs ?? OUTBOX_RETRY_DELAY_MS;
    this.send = options.send ?? ((path, o) => apiRequest(path, o));
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

  /**
   * Writes the changes to the phone (each with its new ClientMutationId) and tries to send them.
   * Returns the stored entries; they are safe on the phone before this returns.
   */
  enqueue(ops: readonly OutboxOp[], batch: string = newClientMutationId()): OutboxEntry[] {
    const createdAt = new Date().toISOString();
    const added = ops.map((op) => ({ id: newClientMutationId(), op, batch, batchSize: ops.length, createdAt, attempts: 0, lastError: null }));
    this.update({ entries: [...this.state.entries, ...added] });
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

  /** Sends when the connection comes back (1 s later, SPEC §4) and re-reads other tabs' changes. */
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
    // One refused product refuses the list (the server added none): every line goes back to the waiter.
    for (const e of batch) this.settle(e, { outcome: 'rejected', message: result.message ?? '', status: result.status ?? 0 });
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

  private keep(entry: OutboxEntry, message: string | null): 'retry' {
    const current = this.state.entries.find((e) => e.id === entry.id) ?? entry;
    this.replace(entry.id, { ...current, attempts: current.attempts + 1, lastError: message });
    return 'retry';
  }

  private settle(
    entry: OutboxEntry,
    result: ({ outcome: 'sent' } & SentAnswer) | { outcome: 'rejected'; message: string; status: number; approval?: ApprovalNeeded | null },
  ): void {
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

  private replace(id: string, next: OutboxEntry): void {
    this.update({ entries: this.state.entries.map((e) => (e.id === id ? next : e)) });
  }

  private update(patch: Partial<OutboxState>): void {
    const entriesChanged = patch.entries !== undefined && patch.entries !== this.state.entries;
    this.state = { ...this.state, ...patch };
    if (entriesChanged) writeJson(this.options.storageKey, this.state.entries, this.storage);
    for (const l of [...this.listeners]) l();
  }

  private load(): OutboxEntry[] {
    const stored = readJson<unknown>(this.options.storageKey, [], this.storage);
    return Array.isArray(stored) ? (stored as OutboxEntry[]).filter((e) => typeof e?.id === 'string' && e.op && typeof e.op.kind === 'string') : [];
  }
}

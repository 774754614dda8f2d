import { isAbortError, isSessionExpiredError, type ApiResult } from '@resto/shared/api-client';
import type { Draft } from '@resto/shared/contracts';
import { getI18n } from '@resto/shared/i18n';
import { getGeneralConfig } from '@resto/shared/session';
import { createEventApplier } from './drafts-events';
import { createDraftsReads } from './drafts-reads';
import {
  FALLBACK_KEYS,
  type DraftsContext,
  type DraftsCore,
  type DraftsKit,
  type DraftsState,
  type DraftsStoreDeps,
  type FallbackKey,
  type TableDraftStatus,
} from './drafts-types';

/*
 * The browser's copy of the table drafts: one module for the desktop floor plan (/resto, every
 * active draft) and the waiter handheld (/m/mesas, the tables the waiter looked at). Framework-free:
 * React reads it through useSyncExternalStore, and nothing here pulls in Chakra or the query
 * library, so the handheld stays small.
 *
 * What this tab changes comes back in the api's answer and is applied at once; what other devices
 * change arrives as /ws/mesas events carrying the draft's new `version` and the changed data. An
 * event of the next version is applied as it is, without asking the server; an event of a later
 * version means one was missed, and the table is read again (once). Answers and events can cross
 * on the wire, so a draft of a lower version never replaces the one shown, and a draft known to be
 * closed never comes back.
 *
 * This file holds the state and how it changes; drafts-events.ts applies the events and
 * drafts-reads.ts reads the drafts from the server.
 */

const text = (key: FallbackKey) => getI18n().t(FALLBACK_KEYS[key]);

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * The drafts state without the desktop's actions: what the handheld uses (its changes go through
 * its outbox and come back with `applyDraft`). `createDraftsStore` (drafts-actions.ts) adds them.
 */
export function createDraftsCore(deps: DraftsStoreDeps = {}): { core: DraftsCore; kit: DraftsKit } {
  const scope = deps.scope ?? 'all';
  const currency = deps.currency ?? (() => getGeneralConfig().currencyCode);
  const INITIAL: DraftsState = { drafts: new Map(), tables: new Map(), loaded: false, loading: false, error: null, loadFailed: false };
  let state: DraftsState = INITIAL;
  const listeners = new Set<() => void>();
  /** Bumped on every local change of a table's draft: a read that started before a change yields to it. */
  const changes = new Map<number, number>();
  /** Drafts known to be cancelled or finalized: a late answer must not bring them back. */
  const closedIds = new Set<number>();
  /** Table ids by number, for re-reads of events that name only the number. */
  const mesaIds = new Map<number, number>();

  const emit = (next: Partial<DraftsState>) => {
    state = { ...state, ...next, ...(next.error !== undefined ? { loadFailed: next.loadFailed ?? false } : {}) };
    for (const listener of [...listeners]) listener();
  };
  const bump = (numero: number) => changes.set(numero, (changes.get(numero) ?? 0) + 1);
  const changeOf = (numero: number) => changes.get(numero) ?? 0;
  const followed = (numero: number) => scope === 'all' || state.tables.has(numero) || state.drafts.has(numero);

  function setTable(numero: number, status: TableDraftStatus): void {
    const tables = new Map(state.tables);
    tables.set(numero, status);
    emit({ tables });
  }

  /** Whether `draft` may replace what `drafts` shows for its table: never an older version of it. */
  function accepts(drafts: ReadonlyMap<number, Draft>, draft: Draft): boolean {
    if (draft.numeroMesa <= 0 || draft.estado !== 'activo' || closedIds.has(draft.id)) return false;
    const current = drafts.get(draft.numeroMesa);
    if (!current || current.id !== draft.id) return true;
    if (typeof current.version === 'number' && typeof draft.version === 'number') return draft.version >= current.version;
    return time(current.ultimaActualizacion) <= time(draft.ultimaActualizacion);
  }

  /** Applies drafts as the api sent them (an ended one is forgotten). */
  function apply(...incoming: Draft[]): void {
    for (const draft of incoming) if (draft.estado !== 'activo') forget(draft.numeroMesa, draft.id);
    let drafts: Map<number, Draft> | null = null;
    for (const draft of incoming) {
      if (draft.mesaId !== null) mesaIds.set(draft.numeroMesa, draft.mesaId);
      if (!accepts(drafts ?? state.drafts, draft)) continue;
      drafts ??= new Map(state.drafts);
      drafts.set(draft.numeroMesa, draft);
      bump(draft.numeroMesa);
    }
    if (drafts) emit({ drafts });
  }

  /** The table's draft is over (cancelled, finalized, or closed elsewhere). */
  function forget(numero: number, draftId?: number): void {
    if (draftId !== undefined) closedIds.add(draftId);
    const current = state.drafts.get(numero);
    if (!current || (draftId !== undefined && current.id !== draftId)) return;
    const drafts = new Map(state.drafts);
    drafts.delete(numero);
    bump(numero);
    emit({ drafts });
  }

  /** Stores the server's message as the error, or the fallback text when it gave none. */
  function fail(result: ApiResult<unknown> | null, fallback: FallbackKey): null {
    const message = result?.message?.trim();
    emit({ error: message ? message : text(fallback), loadFailed: fallback === 'cargar' });
    return null;
  }

  async function call<T>(run: () => Promise<ApiResult<T>>, fallback: FallbackKey): Promise<T | null> {
    let result: ApiResult<T>;
    try {
      result = await run();
    } catch (error) {
      // Logged out or cancelled: the app is leaving this screen, there is nothing to tell.
      if (isSessionExpiredError(error) || isAbortError(error)) return null;
      return fail(null, fallback);
    }
    if (!result.success || result.data === undefined || result.data === null) return fail(result, fallback);
    return result.data;
  }

  /** Reads the table again: it changed in a way this tab cannot rebuild (a missed event, an older sender). */
  function reread(numero: number, mesaId: number | undefined | null): void {
    const id = mesaId ?? state.drafts.get(numero)?.mesaId ?? mesaIds.get(numero);
    if (id) void store.loadMesa({ id, numero });
  }

  const kit: DraftsKit = { state: () => state, emit, apply, forget, fail, call, text };
  const ctx: DraftsContext = { ...kit, followed, bump, changeOf, changes, closedIds, mesaIds, setTable, currency };
  const events = createEventApplier(ctx, reread);
  const reads = createDraftsReads(ctx);

  const store: DraftsCore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    receive: events.receive,

    connect(bus) {
      const subscriptions = [
        bus.mesaOpened$.subscribe((e) => store.receive('MesaOpened', e)),
        bus.pedidoConfirmed$.subscribe((e) => store.receive('PedidoConfirmed', e)),
        bus.productoRemoved$.subscribe((e) => store.receive('ProductoRemoved', e)),
        bus.mesaClosed$.subscribe((e) => store.receive('MesaClosed', e)),
        // Events sent while the connection was down are lost: read everything again.
        bus.reconnected$('mesas').subscribe(() => void (scope === 'all' ? store.load() : store.reloadTables())),
      ];
      return () => subscriptions.forEach((s) => s.unsubscribe());
    },

    start() {
      const stop = deps.bus ? store.connect(deps.bus) : () => undefined;
      void store.load();
      return stop;
    },

    load: reads.load,
    loadMesa: reads.loadMesa,

    async reloadTables() {
      const numeros = [...state.tables.keys()];
      await Promise.all(numeros.map((numero) => mesaIds.get(numero)).map((id, i) => (id ? store.loadMesa({ id, numero: numeros[i]! }) : undefined)));
    },

    applyDraft(draft) {
      apply(draft);
      if (draft.numeroMesa > 0 && state.tables.has(draft.numeroMesa)) setTable(draft.numeroMesa, { status: 'ready', error: null, connectionError: false });
    },

    applyChange({ draft: fields, items }) {
      const numero = fields.numeroMesa;
      // A draft known to be over (closed while the add was on its way) stays over.
      if (numero <= 0 || closedIds.has(fields.id)) return null;
      if (fields.mesaId !== null) mesaIds.set(numero, fields.mesaId);
      if (!events.advance(numero, fields.mesaId ?? undefined, fields.id, fields.version, fields, items)) reread(numero, fields.mesaId);
      return state.drafts.get(numero) ?? null;
    },

    reset() {
      changes.clear();
      closedIds.clear();
      mesaIds.clear();
      emit({ ...INITIAL, drafts: new Map(), tables: new Map() });
    },

    clearError: () => emit({ error: null }),
  };

  return { core: store, kit };
}

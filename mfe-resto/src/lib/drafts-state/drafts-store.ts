import {
  isAbortError,
  isConnectionError,
  isOwnMutationId,
  isSessionExpiredError,
  type ApiResult,
} from '@resto/shared/api-client';
import type {
  Draft,
  DraftAgregado,
  DraftItem,
  DraftSinItems,
  MesaClosedEvent,
  MesaOpenedEvent,
  PedidoConfirmedEvent,
  ProductoRemovedEvent,
} from '@resto/shared/contracts';
import { getI18n } from '@resto/shared/i18n';
import { getGeneralConfig } from '@resto/shared/session';
import {
  computeDraftTotals,
  fromMinor,
  parseScaled,
  PERCENT_DECIMALS,
  QUANTITY_DECIMALS,
  toMinor,
  type Discount,
  type DiscountKind,
} from '@resto/shared/rules';
import { getDraftOfMesa } from './api/get-draft';
import { getDrafts } from './api/get-drafts';

/*
 * The browser's copy of the table drafts (SPEC §4 Draft order, Real-time events): one module for
 * the desktop floor plan (/resto, every active draft) and the waiter handheld (/m/mesas, the
 * tables the waiter looked at). Framework-free: React reads it through useSyncExternalStore, and
 * nothing here pulls in Chakra or the query library, so the handheld stays small.
 *
 * What this tab changes comes back in the api's answer and is applied at once; what other devices
 * change arrives as /ws/mesas events carrying the draft's new `version` and the changed data. An
 * event of the next version is applied as it is, without asking the server; an event of a later
 * version means one was missed, and the table is read again (once). Answers and events can cross
 * on the wire, so a draft of a lower version never replaces the one shown, and a draft known to be
 * closed never comes back.
 */

/** How the read of one table's draft went (the handheld shows a table's order from it). */
export interface TableDraftStatus {
  status: 'loading' | 'ready' | 'error';
  /** The last read's failure (the server's message; '' when it gave none), or null. */
  error: string | null;
  connectionError: boolean;
}

export interface DraftsState {
  /** Active drafts by table number; only numbers above 0 are kept. */
  drafts: ReadonlyMap<number, Draft>;
  /** By table number: the tables read one by one (opened on the handheld, or re-read after an event). */
  tables: ReadonlyMap<number, TableDraftStatus>;
  /** The first load of the drafts has answered (with success or not). */
  loaded: boolean;
  loading: boolean;
  /**
   * The last failure: the server's message, or the fallback of SPEC §8 ('Error al crear draft'...)
   * when it gave none. Cleared when the next action starts.
   */
  error: string | null;
  /** The error is the last load's: the drafts shown may be out of date. */
  loadFailed: boolean;
}

/** The table an action is about: its id (paths) and number (events, the floor plan). */
export interface MesaRef {
  id: number;
  numero: number;
}

/** A stream of hub events as the store listens to it (the bus's Observables are such streams). */
export interface Feed<T> {
  subscribe(listener: (value: T) => void): { unsubscribe(): void };
}

/** What the store needs of the realtime bus (`RealtimeBus` from @resto/shared/bus gives it). */
export interface DraftsBus {
  mesaOpened$: Feed<MesaOpenedEvent>;
  pedidoConfirmed$: Feed<PedidoConfirmedEvent>;
  productoRemoved$: Feed<ProductoRemovedEvent>;
  mesaClosed$: Feed<MesaClosedEvent>;
  reconnected$(hub: 'mesas'): Feed<void>;
}

export interface DraftsStoreDeps {
  /**
   * The realtime events `start` listens to. Passed in (never imported here): the handheld loads
   * the bus after its first screen, and importing it would put it in the first download.
   */
  bus?: DraftsBus;
  /**
   * 'all' (default, the desktop): every active draft of the venue is kept and followed. 'viewed'
   * (the handheld): only the tables read with `loadMesa` are followed; events of others are skipped.
   */
  scope?: 'all' | 'viewed';
  /** The venue's currency (ISO 4217), the scale of the totals recomputed here; the signed-in venue's by default. */
  currency?: () => string;
}

/** i18n keys of the SPEC §8 fallbacks (the es texts are the spec's, word for word). */
export const FALLBACK_KEYS = {
  crear: 'resto.errores.crearDraft',
  notas: 'resto.errores.actualizarNotas',
  actualizar: 'resto.errores.actualizarDraft',
  agregar: 'resto.errores.agregarProducto',
  cantidad: 'resto.errores.actualizarCantidad',
  eliminar: 'resto.errores.eliminarProducto',
  restaurar: 'resto.errores.restaurarProducto',
  descuento: 'resto.errores.aplicarDescuento',
  cancelar: 'resto.errores.cancelarDraft',
  finalizar: 'resto.errores.finalizarDraft',
  marchar: 'resto.errores.marchar',
  cargar: 'resto.errores.cargarDrafts',
  sinMesa: 'resto.errores.noHayMesa',
  sinDraft: 'resto.errores.noHayDraft',
  motivo: 'resto.errores.motivoObligatorio',
} as const;
export type FallbackKey = keyof typeof FALLBACK_KEYS;

const text = (key: FallbackKey) => getI18n().t(FALLBACK_KEYS[key]);

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

function discountOf(tipo: DiscountKind | null, valor: number | null, currency: string): Discount | null {
  if (!tipo || !valor) return null;
  return { tipo, valor: tipo === 'porcentaje' ? Number(parseScaled(valor, PERCENT_DECIMALS) ?? 0n) : toMinor(valor, currency) };
}

/**
 * The draft's totals after its items changed locally (an item deleted on another device), by the
 * same shared rules the api charges with, at the scale of the venue's `currency`. Unchanged when
 * the amounts cannot be read.
 */
export function withRecomputedTotals(draft: Draft, currency: string): Draft {
  const result = computeDraftTotals({
    items: draft.items.map((item) => ({
      unitPriceMinor: toMinor(item.precioUnitario, currency),
      quantityMilli: Number(parseScaled(item.cantidad, QUANTITY_DECIMALS) ?? 0n),
      discount: discountOf(item.tipoDescuento, item.valorDescuento, currency),
      eliminado: item.eliminado,
    })),
    discount: discountOf(draft.descuentoTipo, draft.descuentoValor, currency),
    customerPercentScaled: Number(parseScaled(draft.descuentoClientePorcentaje, PERCENT_DECIMALS) ?? 0n),
  });
  if (!result.ok) return draft;
  const totals = result.totals;
  return {
    ...draft,
    subtotal: fromMinor(totals.subtotalMinor, currency),
    descuento: fromMinor(totals.discountMinor, currency),
    descuentoCliente: fromMinor(totals.customerDiscountMinor, currency),
    total: fromMinor(totals.totalMinor, currency),
    cantidadItems: totals.activeCount,
  };
}

/** The /ws/mesas events the store applies. */
export interface DraftsEvents {
  MesaOpened: MesaOpenedEvent;
  PedidoConfirmed: PedidoConfirmedEvent;
  ProductoRemoved: ProductoRemovedEvent;
  MesaClosed: MesaClosedEvent;
}

/** `items` upserted by id into `current` (changed ones replaced where they were, new ones appended). */
export function upsertItems(current: readonly DraftItem[], items: readonly DraftItem[]): DraftItem[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const next = current.map((i) => byId.get(i.id) ?? i);
  const known = new Set(current.map((i) => i.id));
  for (const i of items) if (!known.has(i.id)) next.push(i);
  return next;
}

/** The draft an event of the next version leads to: its fields as sent, its items merged. */
function advanced(current: Draft, fields: DraftSinItems, items: readonly DraftItem[] | undefined): Draft {
  return { ...fields, items: upsertItems(current.items, items ?? []) };
}

export interface DraftsCore {
  getState(): DraftsState;
  subscribe(listener: () => void): () => void;
  /** Listens to the bus given to the store and loads the drafts; the returned function stops listening. */
  start(): () => void;
  /** Listens to the bus only (the handheld loads its tables itself); the returned function stops. */
  connect(bus: DraftsBus): () => void;
  /** Loads every active draft (also on each (re)connection of the realtime hub). */
  load(): Promise<boolean>;
  /** Reads one table's draft (the handheld opens it; another device changed it) and follows it. */
  loadMesa(mesa: MesaRef): Promise<void>;
  /** Reads again every table followed one by one (back online, reconnected). */
  reloadTables(): Promise<void>;
  /** A draft as a change answered it (the handheld's outbox): applied like an answer of this store's own actions. */
  applyDraft(draft: Draft): void;
  /**
   * What an add answered (issue 18: the draft without items and the new lines): applied like a
   * PedidoConfirmed event, so a table shown at the version before gets the lines appended, one
   * shown at that version or later keeps what it has, and any other is read again. Returns the
   * table's draft as shown afterwards.
   */
  applyChange(change: DraftAgregado): Draft | null;
  /** Applies one /ws/mesas event (what `connect` does for each event of the bus). */
  receive<K extends keyof DraftsEvents>(name: K, event: DraftsEvents[K]): void;
  /** Forgets everything (sign-out). */
  reset(): void;
  clearError(): void;
}

/** What the desktop actions need of a core store (drafts-actions.ts). */
export interface DraftsKit {
  state(): DraftsState;
  emit(next: Partial<DraftsState>): void;
  apply(...incoming: Draft[]): void;
  forget(numero: number, draftId?: number): void;
  fail(result: ApiResult<unknown> | null, fallback: FallbackKey): null;
  call<T>(run: () => Promise<ApiResult<T>>, fallback: FallbackKey): Promise<T | null>;
  text(key: FallbackKey): string;
}

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

  /** Stores the server's message as the error, or the SPEC §8 fallback when it gave none. */
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

  /**
   * An event that carries the draft's next state. Applied when it is the next version of the
   * draft shown; skipped when that version (or a later one) is shown already; otherwise (a version
   * was missed, the draft is not known here, or the sender sent no data) the table is read again.
   */
  function advance(numero: number, mesaId: number | undefined, draftId: number | undefined, version: number | undefined, fields: DraftSinItems | undefined, items: readonly DraftItem[] | undefined): boolean {
    const current = state.drafts.get(numero);
    if (version === undefined || !fields || !current || current.id !== (draftId ?? fields.id) || typeof current.version !== 'number') {
      return false;
    }
    if (version <= current.version) return true;
    if (version === current.version + 1) {
      apply(advanced(current, fields, items));
      return true;
    }
    reread(numero, mesaId);
    return true;
  }

  function onMesaOpened(event: MesaOpenedEvent): void {
    if (!followed(event.mesaNumero)) return;
    const current = state.drafts.get(event.mesaNumero);
    if (current?.id === event.draftId && event.version !== undefined && typeof current.version === 'number' && event.version <= current.version) return;
    // A new draft has no items yet: its fields are all there is to know.
    if (event.draft && event.version === 1 && !closedIds.has(event.draftId)) {
      apply({ ...event.draft, items: [] });
      return;
    }
    reread(event.mesaNumero, event.mesaId);
  }

  function onPedidoConfirmed(event: PedidoConfirmedEvent): void {
    if (!followed(event.mesaNumero)) return;
    if (advance(event.mesaNumero, event.mesaId, event.draftId, event.version, event.draft, event.items)) return;
    reread(event.mesaNumero, event.mesaId);
  }

  function onProductoRemoved(event: ProductoRemovedEvent): void {
    if (!followed(event.mesaNumero)) return;
    if (advance(event.mesaNumero, event.mesaId, event.draftId, event.version, event.draft, event.items)) return;
    // An older sender: the event names only the item. Mark it here when this tab knows it.
    const draft = state.drafts.get(event.mesaNumero);
    const item = draft?.items.find((i) => i.id === event.itemId);
    if (!draft || !item || (event.draftId !== undefined && event.draftId !== draft.id)) {
      // This tab missed how the item got there: read the table again.
      reread(event.mesaNumero, event.mesaId);
      return;
    }
    if (item.eliminado) return;
    const items = draft.items.map((i) => (i.id === event.itemId ? { ...i, eliminado: true } : i));
    const changed = withRecomputedTotals({ ...draft, items, ultimaActualizacion: event.ultimaActualizacion }, currency());
    apply(event.version !== undefined ? { ...changed, version: Math.max(event.version, draft.version) } : changed);
  }

  function onMesaClosed(event: MesaClosedEvent): void {
    if (event.motivo === 'movida') {
      // Issue 16: the same draft goes on at another table (its MesaOpened follows): the old table
      // is free, but the draft must not be remembered as ended.
      const current = state.drafts.get(event.mesaNumero);
      if (!current || (event.draftId !== undefined && current.id !== event.draftId)) return;
      const drafts = new Map(state.drafts);
      drafts.delete(event.mesaNumero);
      bump(event.mesaNumero);
      emit({ drafts });
      return;
    }
    forget(event.mesaNumero, event.draftId ?? state.drafts.get(event.mesaNumero)?.id);
  }

  const store: DraftsCore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    receive(name, event) {
      // Tables numbered 0 or less are not on the floor plan; this tab's own changes are applied from their answers.
      if (!(event.mesaNumero > 0) || isOwnMutationId(event.clientMutationId)) return;
      switch (name) {
        case 'MesaOpened':
          return onMesaOpened(event as MesaOpenedEvent);
        case 'PedidoConfirmed':
          return onPedidoConfirmed(event as PedidoConfirmedEvent);
        case 'ProductoRemoved':
          return onProductoRemoved(event as ProductoRemovedEvent);
        case 'MesaClosed':
          return onMesaClosed(event as MesaClosedEvent);
      }
    },

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

    async load() {
      emit({ loading: true });
      const before = new Map(changes);
      const list = await call(() => getDrafts(), 'cargar');
      if (!list) {
        emit({ loading: false, loaded: true });
        return false;
      }
      apply(...list);
      const listed = new Set(list.map((d) => d.numeroMesa));
      // Gone from the server, unless this tab changed it after the list was asked for.
      for (const numero of [...state.drafts.keys()]) {
        if (!listed.has(numero) && changeOf(numero) === (before.get(numero) ?? 0)) forget(numero);
      }
      // A successful load clears its own earlier failure, not an action's.
      emit({ loading: false, loaded: true, ...(state.loadFailed ? { error: null } : {}) });
      return true;
    },

    async loadMesa(mesa) {
      if (mesa.numero <= 0) return;
      mesaIds.set(mesa.numero, mesa.id);
      const before = changeOf(mesa.numero);
      const known = state.tables.get(mesa.numero);
      if (!known) setTable(mesa.numero, { status: 'loading', error: null, connectionError: false });
      let result: ApiResult<Draft | null>;
      try {
        result = await getDraftOfMesa(mesa.id);
      } catch {
        // Cancelled by a logout; the next event or reconnection reads it again.
        return;
      }
      if (!result.success) {
        // A draft already shown stays (with the error beside it); nothing the user asked for failed.
        const shown = state.drafts.has(mesa.numero) || state.tables.get(mesa.numero)?.status === 'ready';
        setTable(mesa.numero, { status: shown ? 'ready' : 'error', error: result.message ?? '', connectionError: isConnectionError(result) });
        return;
      }
      if (result.data) apply(result.data);
      // A free table answers null: its draft ended, unless this tab reopened it meanwhile.
      else if (changeOf(mesa.numero) === before) forget(mesa.numero);
      setTable(mesa.numero, { status: 'ready', error: null, connectionError: false });
    },

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
      if (!advance(numero, fields.mesaId ?? undefined, fields.id, fields.version, fields, items)) reread(numero, fields.mesaId);
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

  return { core: store, kit: { state: () => state, emit, apply, forget, fail, call, text } };
}

import {
  isAbortError,
  isOwnMutationId,
  isSessionExpiredError,
  newClientMutationId,
  type ApiResult,
} from '@resto/shared/api-client';
import { getRealtimeBus, type RealtimeBus } from '@resto/shared/bus';
import type {
  Draft,
  DraftFinalizado,
  MesaClosedEvent,
  MesaOpenedEvent,
  PagoInput,
  PedidoConfirmedEvent,
  ProductoRemovedEvent,
} from '@resto/shared/contracts';
import { getI18n } from '@resto/shared/i18n';
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
import { addItem, type AddItemInput } from './api/add-item';
import { cancelDraft } from './api/cancel-draft';
import { changeQuantity } from './api/change-quantity';
import { createDraft, type CreateDraftInput } from './api/create-draft';
import { deleteItem } from './api/delete-item';
import { finalizeDraft } from './api/finalize-draft';
import { getDraftOfMesa } from './api/get-draft';
import { getDrafts } from './api/get-drafts';
import { patchDraft, type PatchDraftInput } from './api/patch-draft';
import { restoreItem } from './api/restore-item';
import { setDiscount } from './api/set-discount';

/*
 * The browser's copy of the venue's active table drafts (SPEC §4 Draft order, Real-time events).
 * What this tab changes comes back in the api's answer and is applied at once; what other devices
 * change arrives as /ws/mesas events and is applied (or reloaded) here. Answers and events can
 * cross on the wire, so an answer older than what is shown never replaces it, and a draft known
 * to be closed never comes back.
 */

export interface DraftsState {
  /** Active drafts by table number; only numbers above 0 are kept. */
  drafts: ReadonlyMap<number, Draft>;
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

/** What the store needs of the realtime bus. */
export type DraftsBus = Pick<RealtimeBus, 'mesaOpened$' | 'pedidoConfirmed$' | 'productoRemoved$' | 'mesaClosed$' | 'reconnected$'>;

export interface DraftsStoreDeps {
  /** Default: the page's bus. */
  bus?: DraftsBus;
}

/** i18n keys of the SPEC §8 fallbacks (the es texts are the spec's, word for word). */
export const FALLBACK_KEYS = {
  crear: 'resto.errores.crearDraft',
  actualizar: 'resto.errores.actualizarDraft',
  agregar: 'resto.errores.agregarProducto',
  cantidad: 'resto.errores.actualizarCantidad',
  eliminar: 'resto.errores.eliminarProducto',
  restaurar: 'resto.errores.restaurarProducto',
  descuento: 'resto.errores.aplicarDescuento',
  cancelar: 'resto.errores.cancelarDraft',
  finalizar: 'resto.errores.finalizarDraft',
  cargar: 'resto.errores.cargarDrafts',
  sinMesa: 'resto.errores.noHayMesa',
  sinDraft: 'resto.errores.noHayDraft',
  motivo: 'resto.errores.motivoObligatorio',
} as const;
type FallbackKey = keyof typeof FALLBACK_KEYS;

const text = (key: FallbackKey) => getI18n().t(FALLBACK_KEYS[key]);

const time = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : ms;
};

function discountOf(tipo: DiscountKind | null, valor: number | null): Discount | null {
  if (!tipo || !valor) return null;
  return { tipo, valor: tipo === 'porcentaje' ? Number(parseScaled(valor, PERCENT_DECIMALS) ?? 0n) : toMinor(valor) };
}

/**
 * The draft's totals after its items changed locally (an item deleted on another device), by the
 * same shared rules the api charges with. Unchanged when the amounts cannot be read.
 */
export function withRecomputedTotals(draft: Draft): Draft {
  const result = computeDraftTotals({
    items: draft.items.map((item) => ({
      unitPriceMinor: toMinor(item.precioUnitario),
      quantityMilli: Number(parseScaled(item.cantidad, QUANTITY_DECIMALS) ?? 0n),
      discount: discountOf(item.tipoDescuento, item.valorDescuento),
      eliminado: item.eliminado,
    })),
    discount: discountOf(draft.descuentoTipo, draft.descuentoValor),
    customerPercentScaled: Number(parseScaled(draft.descuentoClientePorcentaje, PERCENT_DECIMALS) ?? 0n),
  });
  if (!result.ok) return draft;
  const totals = result.totals;
  return {
    ...draft,
    subtotal: fromMinor(totals.subtotalMinor),
    descuento: fromMinor(totals.discountMinor),
    descuentoCliente: fromMinor(totals.customerDiscountMinor),
    total: fromMinor(totals.totalMinor),
    cantidadItems: totals.activeCount,
  };
}

export interface DraftsStore {
  getState(): DraftsState;
  subscribe(listener: () => void): () => void;
  /** Listens to the bus and loads the drafts; the returned function stops listening. */
  start(): () => void;
  /** Loads every active draft (also on each (re)connection of the realtime hub). */
  load(): Promise<boolean>;
  /** Reads one table's draft again (another device changed it). */
  reloadMesa(mesa: MesaRef): Promise<void>;
  clearError(): void;
  createDraft(mesa: MesaRef | null, input: CreateDraftInput): Promise<Draft | null>;
  patchDraft(numero: number, input: PatchDraftInput): Promise<Draft | null>;
  addItem(numero: number, input: AddItemInput): Promise<Draft | null>;
  changeQuantity(numero: number, itemId: number, cantidad: number): Promise<Draft | null>;
  deleteItem(numero: number, itemId: number, motivo: string): Promise<Draft | null>;
  restoreItem(numero: number, itemId: number): Promise<Draft | null>;
  setDiscount(numero: number, tipo: DiscountKind | null, valor: number | null): Promise<Draft | null>;
  cancelDraft(numero: number): Promise<boolean>;
  /** Charges the table; keep `clientMutationId` across retries of one charge. */
  finalizeDraft(numero: number, pagos: PagoInput[], clientMutationId: string): Promise<DraftFinalizado | null>;
}

export function createDraftsStore(deps: DraftsStoreDeps = {}): DraftsStore {
  let state: DraftsState = { drafts: new Map(), loaded: false, loading: false, error: null, loadFailed: false };
  const listeners = new Set<() => void>();
  /** Bumped on every change of a table's draft: a reload that started before a change yields to it. */
  const versions = new Map<number, number>();
  /** Drafts known to be cancelled or finalized: a late answer must not bring them back. */
  const closedIds = new Set<number>();

  const emit = (next: Partial<DraftsState>) => {
    state = { ...state, ...next, ...(next.error !== undefined ? { loadFailed: next.loadFailed ?? false } : {}) };
    for (const listener of [...listeners]) listener();
  };
  const bump = (numero: number) => versions.set(numero, (versions.get(numero) ?? 0) + 1);
  const versionOf = (numero: number) => versions.get(numero) ?? 0;

  /** Whether `draft` may replace what `drafts` shows for its table. */
  function accepts(drafts: ReadonlyMap<number, Draft>, draft: Draft): boolean {
    if (draft.numeroMesa <= 0 || draft.estado !== 'activo' || closedIds.has(draft.id)) return false;
    const current = drafts.get(draft.numeroMesa);
    return !(current && current.id === draft.id && time(current.ultimaActualizacion) > time(draft.ultimaActualizacion));
  }

  /** Applies drafts as the api sent them (an ended one is forgotten). */
  function apply(...incoming: Draft[]): void {
    for (const draft of incoming) if (draft.estado !== 'activo') forget(draft.numeroMesa, draft.id);
    let drafts: Map<number, Draft> | null = null;
    for (const draft of incoming) {
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

  /** Runs a change on the table's active draft and applies the draft the api answers with. */
  async function mutate(numero: number, fallback: FallbackKey, run: (draft: Draft, clientMutationId: string) => Promise<ApiResult<Draft>>) {
    emit({ error: null });
    const draft = state.drafts.get(numero);
    if (!draft) {
      emit({ error: text('sinDraft') });
      return null;
    }
    const updated = await call(() => run(draft, newClientMutationId()), fallback);
    if (updated) apply(updated);
    return updated;
  }

  const store: DraftsStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    start() {
      const bus = deps.bus ?? getRealtimeBus();
      const changed = (event: MesaOpenedEvent | PedidoConfirmedEvent) => {
        if (event.mesaNumero <= 0 || isOwnMutationId(event.clientMutationId)) return;
        void store.reloadMesa({ id: event.mesaId, numero: event.mesaNumero });
      };
      const subscriptions = [
        bus.mesaOpened$.subscribe(changed),
        bus.pedidoConfirmed$.subscribe(changed),
        bus.productoRemoved$.subscribe((event) => onProductoRemoved(event)),
        bus.mesaClosed$.subscribe((event) => onMesaClosed(event)),
        // Events sent while the connection was down are lost: read everything again.
        bus.reconnected$('mesas').subscribe(() => void store.load()),
      ];
      void store.load();
      return () => subscriptions.forEach((s) => s.unsubscribe());
    },

    async load() {
      emit({ loading: true });
      const before = new Map(versions);
      const list = await call(() => getDrafts(), 'cargar');
      if (!list) {
        emit({ loading: false, loaded: true });
        return false;
      }
      apply(...list);
      const listed = new Set(list.map((d) => d.numeroMesa));
      // Gone from the server, unless this tab changed it after the list was asked for.
      for (const numero of [...state.drafts.keys()]) {
        if (!listed.has(numero) && versionOf(numero) === (before.get(numero) ?? 0)) forget(numero);
      }
      // A successful load clears its own earlier failure, not an action's.
      emit({ loading: false, loaded: true, ...(state.loadFailed ? { error: null } : {}) });
      return true;
    },

    async reloadMesa(mesa) {
      if (mesa.numero <= 0) return;
      const before = versionOf(mesa.numero);
      let result: ApiResult<Draft | null>;
      try {
        result = await getDraftOfMesa(mesa.id);
      } catch {
        // The next event or reconnection reads it again; nothing the user asked for failed.
        return;
      }
      if (!result.success) return;
      if (result.data) apply(result.data);
      // A free table answers null: its draft ended, unless this tab reopened it meanwhile.
      else if (versionOf(mesa.numero) === before) forget(mesa.numero);
    },

    clearError: () => emit({ error: null }),

    async createDraft(mesa, input) {
      emit({ error: null });
      if (!mesa || mesa.id <= 0 || mesa.numero <= 0) {
        emit({ error: text('sinMesa') });
        return null;
      }
      let result: ApiResult<Draft>;
      try {
        result = await createDraft(mesa.id, input, newClientMutationId());
      } catch (error) {
        if (isSessionExpiredError(error) || isAbortError(error)) return null;
        return fail(null, 'crear');
      }
      // Opened meanwhile on another device: the api answers 409 with that draft, to go on with it.
      if (result.data) apply(result.data);
      if (!result.success || !result.data) return fail(result, 'crear');
      return result.data;
    },

    patchDraft: (numero, input) => mutate(numero, 'actualizar', (d, id) => patchDraft(d.id, input, id)),
    addItem: (numero, input) => mutate(numero, 'agregar', (d, id) => addItem(d.id, input, id)),
    changeQuantity: (numero, itemId, cantidad) => mutate(numero, 'cantidad', (d, id) => changeQuantity(d.id, itemId, cantidad, id)),

    async deleteItem(numero, itemId, motivo) {
      const reason = motivo.trim();
      if (reason === '') {
        emit({ error: text('motivo') });
        return null;
      }
      return mutate(numero, 'eliminar', (d, id) => deleteItem(d.id, itemId, reason, id));
    },

    restoreItem: (numero, itemId) => mutate(numero, 'restaurar', (d, id) => restoreItem(d.id, itemId, id)),
    setDiscount: (numero, tipo, valor) => mutate(numero, 'descuento', (d, id) => setDiscount(d.id, tipo, valor, id)),

    async cancelDraft(numero) {
      emit({ error: null });
      const draft = state.drafts.get(numero);
      if (!draft) {
        emit({ error: text('sinDraft') });
        return false;
      }
      const cancelled = await call(() => cancelDraft(draft.id, newClientMutationId()), 'cancelar');
      if (!cancelled) return false;
      forget(numero, draft.id);
      return true;
    },

    async finalizeDraft(numero, pagos, clientMutationId) {
      emit({ error: null });
      const draft = state.drafts.get(numero);
      if (!draft) {
        emit({ error: text('sinDraft') });
        return null;
      }
      const done = await call(() => finalizeDraft(draft.id, pagos, clientMutationId), 'finalizar');
      if (done) forget(numero, draft.id);
      return done;
    },
  };

  function onProductoRemoved(event: ProductoRemovedEvent): void {
    if (event.mesaNumero <= 0 || isOwnMutationId(event.clientMutationId)) return;
    const draft = state.drafts.get(event.mesaNumero);
    const item = draft?.items.find((i) => i.id === event.itemId);
    if (!draft || !item || (event.draftId !== undefined && event.draftId !== draft.id)) {
      // This tab missed how the item got there: read the table again.
      const mesaId = event.mesaId ?? draft?.mesaId;
      if (mesaId) void store.reloadMesa({ id: mesaId, numero: event.mesaNumero });
      return;
    }
    if (item.eliminado) return;
    const items = draft.items.map((i) => (i.id === event.itemId ? { ...i, eliminado: true } : i));
    apply(withRecomputedTotals({ ...draft, items, ultimaActualizacion: event.ultimaActualizacion }));
  }

  function onMesaClosed(event: MesaClosedEvent): void {
    if (event.mesaNumero <= 0 || isOwnMutationId(event.clientMutationId)) return;
    forget(event.mesaNumero, event.draftId ?? state.drafts.get(event.mesaNumero)?.id);
  }

  return store;
}

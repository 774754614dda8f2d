import type { ApiResult } from '@resto/shared/api-client';
import type { Draft, DraftAgregado, MesaClosedEvent, MesaOpenedEvent, PedidoConfirmedEvent, ProductoRemovedEvent } from '@resto/shared/contracts';

/*
 * The shapes of the drafts store (drafts-store.ts), shared by the files it is made of: the store
 * itself, its application of realtime events (drafts-events.ts) and its reads from the server
 * (drafts-reads.ts). Kept apart so that none of them imports the store that imports them.
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
   * The last failure: the server's message, or the fallback text ('Error al crear draft'...)
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

/** i18n keys of the texts shown when the server gives no message (the es texts are the spec's, word for word). */
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

/** The /ws/mesas events the store applies. */
export interface DraftsEvents {
  MesaOpened: MesaOpenedEvent;
  PedidoConfirmed: PedidoConfirmedEvent;
  ProductoRemoved: ProductoRemovedEvent;
  MesaClosed: MesaClosedEvent;
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
   * What an add answered (the draft without items and the new lines): applied like a
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
 * What the store's event application and its reads share of the state it owns: the kit, plus the
 * bookkeeping that decides whether an answer or an event may still replace what is shown.
 */
export interface DraftsContext extends DraftsKit {
  /** Whether events of the table are applied (every table on the desktop, the ones read on the handheld). */
  followed(numero: number): boolean;
  /** Counts a local change of the table's draft: a read that started before it yields to it. */
  bump(numero: number): void;
  changeOf(numero: number): number;
  /** The change counts of every table, as `bump` keeps them. */
  changes: ReadonlyMap<number, number>;
  /** Drafts known to be cancelled or finalized: a late answer must not bring them back. */
  closedIds: ReadonlySet<number>;
  /** Table ids by number, for re-reads of events that name only the number. */
  mesaIds: Map<number, number>;
  setTable(numero: number, status: TableDraftStatus): void;
  /** The scale of the totals recomputed here. */
  currency(): string;
}

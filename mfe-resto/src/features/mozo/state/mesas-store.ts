import { isConnectionError } from '@resto/shared/api-client';
import { toWaiterTable, type WaiterTable } from '@resto/shared/rules';
import type { ApiResult } from '@resto/shared/api-client';
import type { DraftSinItems, Mesa } from '@resto/shared/contracts';
import { getMesas } from '../../mesas';
import { takeEarlyMesas } from './early-mesas';
import { createStore } from './store';

export interface MesasState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  tables: WaiterTable[];
  /** The server's message, or null for the fallback text. */
  error: string | null;
  connectionError: boolean;
  /** A reload failed while an earlier list is shown. */
  stale: boolean;
}

const INITIAL: MesasState = { status: 'idle', tables: [], error: null, connectionError: false, stale: false };
export const mesasStore = createStore<MesasState>(INITIAL);

let loading: Promise<void> | null = null;
/** When the list was last read successfully (performance.now()), for `reloadMesasUnlessFresh`. */
let loadedAt = -Infinity;

/**
 * The answer of the GET /api/mesas that index.html sent before the bundle ran, when it
 * is a 200 with the list; otherwise null, and the list is asked for as usual.
 */
async function earlyMesas(): Promise<ApiResult<Mesa[]> | null> {
  const early = takeEarlyMesas();
  if (!early) return null;
  try {
    const response = await early;
    if (!response?.ok) return null;
    const body = (await response.json()) as ApiResult<Mesa[]> | null;
    return body?.success === true && Array.isArray(body.data) ? body : null;
  } catch {
    return null;
  }
}
let soon: ReturnType<typeof setTimeout> | undefined;

/** GET /mesas. A failure keeps the last list on screen (marked stale) rather than hiding it. */
export function reloadMesas(): Promise<void> {
  loading ??= (async () => {
    const hadList = mesasStore.get().status === 'ready';
    if (!hadList) mesasStore.set((s) => ({ ...s, status: 'loading' }));
    try {
      const result = (await earlyMesas()) ?? (await getMesas());
      if (result.success) {
        mesasStore.set({ status: 'ready', tables: (result.data ?? []).map(toWaiterTable), error: null, connectionError: false, stale: false });
        loadedAt = performance.now();
      } else if (hadList) {
        mesasStore.set((s) => ({ ...s, stale: true }));
      } else {
        mesasStore.set({ ...INITIAL, status: 'error', error: result.message ?? null, connectionError: isConnectionError(result) });
      }
    } catch {
      // Cancelled by a logout: the page is leaving.
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/**
 * A table's open draft as an event or an answer carries it: its card shows the new total, diners
 * and opening time without reading the whole list again. False when the table is not in the list
 * (then read it again).
 */
export function applyDraftToList(draft: Pick<DraftSinItems, 'id' | 'numeroMesa' | 'estado' | 'comensales' | 'camarero' | 'fechaApertura' | 'total' | 'cantidadItems'>): boolean {
  const state = mesasStore.get();
  if (state.status !== 'ready' || draft.estado !== 'activo') return false;
  const index = state.tables.findIndex((t) => t.numero === draft.numeroMesa);
  if (index < 0) return false;
  const table = state.tables[index]!;
  const pedido = {
    id: draft.id,
    comensales: draft.comensales,
    camarero: draft.camarero,
    fechaApertura: draft.fechaApertura,
    total: draft.total,
    cantidadItems: draft.cantidadItems,
  };
  const tables = [...state.tables];
  tables[index] = { ...table, estado: 'ocupada', comensales: draft.comensales, pedido };
  mesasStore.set({ ...state, tables });
  return true;
}

/**
 * The list shown again reads the tables again, unless they were read a moment ago (the
 * first render already has the list the page asked for while it started; one request, one render).
 */
export function reloadMesasUnlessFresh(freshMs = 1000): Promise<void> {
  if (loading) return loading;
  if (mesasStore.get().status === 'ready' && performance.now() - loadedAt < freshMs) return Promise.resolve();
  return reloadMesas();
}

/** Many hub events arrive together (one per product confirmed): one reload for all of them. */
export function reloadMesasSoon(delayMs = 250): void {
  if (!isListVisible()) return;
  clearTimeout(soon);
  soon = setTimeout(() => void reloadMesas(), delayMs);
}

export function resetMesasStore(): void {
  clearTimeout(soon);
  loadedAt = -Infinity;
  mesasStore.set(INITIAL);
}

let listVisible = false;
/** The list reloads on hub events only while it is on screen (it reloads anyway when shown). */
export function setListVisible(visible: boolean): void {
  listVisible = visible;
}
export function isListVisible(): boolean {
  return listVisible;
}

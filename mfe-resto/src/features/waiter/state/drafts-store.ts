import { isConnectionError } from '@resto/shared/api-client';
import type { Draft } from '@resto/shared/contracts';
import { getDraftOfMesa } from '../api/get-draft';
import { createStore } from './store';

export interface DraftEntry {
  status: 'loading' | 'ready' | 'error';
  /** The open draft; null when the table is free. */
  draft: Draft | null;
  error: string | null;
  connectionError: boolean;
}

/** The drafts of the tables the waiter has looked at, by table id (SPEC §4 Real-time events). */
export const draftsStore = createStore<Record<number, DraftEntry>>({});

/** Bumped by every change of a table's draft, so an older answer never overwrites a newer one. */
const versions = new Map<number, number>();
const bump = (mesaId: number) => {
  const v = (versions.get(mesaId) ?? 0) + 1;
  versions.set(mesaId, v);
  return v;
};

function put(mesaId: number, entry: DraftEntry): void {
  draftsStore.set((all) => ({ ...all, [mesaId]: entry }));
}

/** GET /mesas/{id}/draft; a failure keeps a draft already on screen. */
export async function loadDraft(mesaId: number): Promise<void> {
  const version = bump(mesaId);
  const current = draftsStore.get()[mesaId];
  if (!current) put(mesaId, { status: 'loading', draft: null, error: null, connectionError: false });
  let result;
  try {
    result = await getDraftOfMesa(mesaId);
  } catch {
    return; // cancelled by a logout
  }
  if (versions.get(mesaId) !== version) return;
  const now = draftsStore.get()[mesaId];
  if (result.success) put(mesaId, { status: 'ready', draft: result.data ?? null, error: null, connectionError: false });
  else if (now?.status === 'ready') put(mesaId, { ...now, error: result.message ?? null, connectionError: isConnectionError(result) });
  else put(mesaId, { status: 'error', draft: null, error: result.message ?? null, connectionError: isConnectionError(result) });
}

/** A draft as a mutation answered it: the newest state of that table. */
export function applyDraft(draft: Draft): void {
  if (draft.mesaId === null) return;
  bump(draft.mesaId);
  put(draft.mesaId, { status: 'ready', draft: draft.estado === 'activo' ? draft : null, error: null, connectionError: false });
}

function findByNumero(mesaNumero: number): [number, DraftEntry] | null {
  for (const [id, entry] of Object.entries(draftsStore.get())) {
    if (entry.draft?.numeroMesa === mesaNumero) return [Number(id), entry];
  }
  return null;
}

/** ProductoRemoved: the item stays, flagged eliminado, and the draft's update time moves. */
export function markItemRemoved(mesaNumero: number, itemId: number, ultimaActualizacion: string): void {
  const found = findByNumero(mesaNumero);
  if (!found) return;
  const [mesaId, entry] = found;
  const draft = entry.draft!;
  if (!draft.items.some((i) => i.id === itemId)) return;
  bump(mesaId);
  put(mesaId, {
    ...entry,
    draft: { ...draft, ultimaActualizacion, items: draft.items.map((i) => (i.id === itemId ? { ...i, eliminado: true } : i)) },
  });
}

/** MesaClosed: the table has no draft any more. Returns the table id when one was shown. */
export function closeDraftOf(mesaNumero: number): number | null {
  const found = findByNumero(mesaNumero);
  if (!found) return null;
  const [mesaId, entry] = found;
  bump(mesaId);
  put(mesaId, { ...entry, status: 'ready', draft: null });
  return mesaId;
}

export function loadedMesaIds(): number[] {
  return Object.keys(draftsStore.get()).map(Number);
}

export function resetDraftsStore(): void {
  versions.clear();
  draftsStore.set({});
}

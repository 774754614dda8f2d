import { useEffect, useSyncExternalStore } from 'react';
import type { Draft } from '@resto/shared/contracts';
import type { WaiterTable } from '@resto/shared/rules';
import type { TableDraftStatus } from '../../drafts';
import { loadBus } from '../state/bus';
import { waiterDrafts } from '../state/drafts';
import { mesasStore, reloadMesas } from '../state/mesas-store';
import { useStore } from '../state/store';

/** The table with this number, once the list is known (a reload may start on a table's URL). */
export function useTable(numero: number): { table: WaiterTable | null; status: 'loading' | 'ready' | 'error' } {
  const mesas = useStore(mesasStore);
  useEffect(() => {
    if (mesasStore.get().status === 'idle') void reloadMesas();
  }, []);
  const table = mesas.tables.find((t) => t.numero === numero) ?? null;
  if (mesas.status === 'ready') return { table, status: 'ready' };
  return { table, status: mesas.status === 'error' ? 'error' : 'loading' };
}

export interface DraftEntry extends TableDraftStatus {
  /** The open draft; null when the table is free. */
  draft: Draft | null;
}

/**
 * The table's draft, loaded when the view opens and kept live: the table's hub group is joined
 * while the view shows it, and its events are applied to the drafts store.
 */
export function useDraft(table: WaiterTable | null): DraftEntry | undefined {
  const state = useSyncExternalStore(waiterDrafts.subscribe, waiterDrafts.getState, waiterDrafts.getState);
  const id = table?.id ?? null;
  const numero = table?.numero ?? null;
  useEffect(() => {
    if (id === null || numero === null) return;
    void waiterDrafts.loadMesa({ id, numero });
    const joined = loadBus()
      .then(async (bus) => {
        await bus.joinMesa(numero);
        return bus;
      })
      .catch(() => null);
    return () => {
      void joined.then((bus) => bus?.leaveMesa(numero).catch(() => undefined));
    };
  }, [id, numero]);
  if (numero === null) return undefined;
  const status = state.tables.get(numero);
  if (!status) return undefined;
  return { ...status, draft: state.drafts.get(numero) ?? null };
}

import { useEffect } from 'react';
import type { WaiterTable } from '@resto/shared/rules';
import { loadBus } from '../state/bus';
import { draftsStore, loadDraft, type DraftEntry } from '../state/drafts-store';
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

/**
 * The table's draft, loaded when the view opens and kept live: the table's hub group is joined
 * while the view shows it.
 */
export function useDraft(table: WaiterTable | null): DraftEntry | undefined {
  const all = useStore(draftsStore);
  const id = table?.id ?? null;
  const numero = table?.numero ?? null;
  useEffect(() => {
    if (id === null || numero === null) return;
    void loadDraft(id);
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
  return id === null ? undefined : all[id];
}

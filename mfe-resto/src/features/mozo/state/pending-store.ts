import type { PendingItem } from '@resto/shared/rules';
import { readJson, writeJson } from './storage';
import { createStore } from './store';

/**
 * The pending selection of each table (chosen, not yet confirmed), kept on the phone so a reload
 * or a dead battery loses nothing the waiter chose.
 */
export const pendingStore = createStore<Record<number, PendingItem[]>>({});
let storageKey: string | null = null;

export function initPendingStore(key: string): void {
  storageKey = key;
  const stored = readJson<Record<number, PendingItem[]>>(key, {});
  pendingStore.set(stored !== null && typeof stored === 'object' ? stored : {});
}

export function setPending(mesaId: number, update: (list: PendingItem[]) => PendingItem[]): void {
  pendingStore.set((all) => {
    const next = update(all[mesaId] ?? []);
    const copy = { ...all };
    if (next.length === 0) delete copy[mesaId];
    else copy[mesaId] = next;
    if (storageKey) writeJson(storageKey, copy);
    return copy;
  });
}

const EMPTY: PendingItem[] = [];
export function pendingOf(all: Record<number, PendingItem[]>, mesaId: number): PendingItem[] {
  return all[mesaId] ?? EMPTY;
}

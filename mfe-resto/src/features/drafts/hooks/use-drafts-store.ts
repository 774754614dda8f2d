import { useEffect, useState, useSyncExternalStore } from 'react';
import { createDraftsStore, type DraftsState, type DraftsStore, type DraftsStoreDeps } from '../drafts-store';

/** A drafts store for the screen's lifetime, fed by the bus while the screen is shown. */
export function useDraftsStore(deps?: DraftsStoreDeps): DraftsStore {
  // The deps are read once: a screen keeps one store and one set of bus subscriptions.
  const [store] = useState(() => createDraftsStore(deps));
  useEffect(() => store.start(), [store]);
  return store;
}

export function useDraftsState(store: DraftsStore): DraftsState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

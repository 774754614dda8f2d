import { getRealtimeBus } from '@resto/shared/bus';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createDraftsStore, type DraftsStore } from '../state/drafts-actions';
import type { DraftsState, DraftsStoreDeps } from '../state/drafts-types';

/** A drafts store for the desktop screen's lifetime, fed by the page's bus while the screen is shown. */
export function useDraftsStore(deps?: DraftsStoreDeps): DraftsStore {
  // The deps are read once: a screen keeps one store and one set of bus subscriptions.
  const [store] = useState(() => createDraftsStore({ ...deps, bus: deps?.bus ?? getRealtimeBus() }));
  useEffect(() => store.start(), [store]);
  return store;
}

/** The store's state, re-rendering on each change. */
export function useDraftsState(store: DraftsStore): DraftsState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

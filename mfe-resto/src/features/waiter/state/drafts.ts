import { createDraftsStore } from '../../../lib/drafts-state/drafts-store';

/**
 * The handheld's drafts: the same store as the desktop's (one module for both), following only the
 * tables the waiter opens. Its bus joins once the bus is loaded (runtime.ts).
 */
export const waiterDrafts = createDraftsStore({ scope: 'viewed' });

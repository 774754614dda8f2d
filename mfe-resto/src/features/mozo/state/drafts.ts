import { createDraftsCore } from '../../drafts';

/**
 * The handheld's drafts: the same store as the desktop's (one module for both), following only the
 * tables the waiter opens, without the desktop's actions (its changes go through the outbox and
 * come back with `applyDraft`). Its bus joins once the bus is loaded (runtime.ts).
 */
export const waiterDrafts = createDraftsCore({ scope: 'viewed' }).core;

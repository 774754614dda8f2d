/*
 * The table's comanda as the other features use it: the store's core (the handheld builds its own
 * store on it) and the types of its state and of the hub events it follows. Plain TypeScript, no
 * UI: the handheld's first script imports this entry.
 */
export { createDraftsCore } from './state/drafts-store';
export type { DraftsBus, Feed, TableDraftStatus } from './state/drafts-types';

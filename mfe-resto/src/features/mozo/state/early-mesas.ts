/** Kept in sync with `EARLY_MESAS_SLOT` of src/standalone/early.ts (early.test.ts checks both ends). */
const SLOT = '__restoEarlyMesas';
type Slot = { [SLOT]?: Promise<Response | null> };

/**
 * The GET /api/mesas that index.html started before the app's bundle arrived, once:
 * the next reload of the list asks the api again. Null when there is none.
 */
export function takeEarlyMesas(): Promise<Response | null> | null {
  const slot = globalThis as typeof globalThis & Slot;
  const early = slot[SLOT] ?? null;
  delete slot[SLOT];
  return early;
}

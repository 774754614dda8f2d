/*
 * The phone's memory for what the waiter typed or did: JSON in localStorage. A full or blocked
 * storage must not break the screen, so failures are logged and the caller keeps its in-memory copy.
 */

export function readJson<T>(key: string, fallback: T, storage: Storage = localStorage): T {
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`No se pudo guardar ${key} en el teléfono`, error);
  }
}

export function removeKey(key: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to keep
  }
}

import { useEffect, useEffectEvent } from 'react';

export type HotkeyHandler = (event: KeyboardEvent) => void;

export interface HotkeyOptions {
  /** Listen only while true (e.g. no dialog of the page is open). Default true. */
  enabled?: boolean;
}

/** True when the key would type into a field: its own keys (Enter, +, arrows) belong to it. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(target.type);
  return false;
}

/** 'Control+p' style name of a key event: modifiers first, then the key as the browser names it. */
export function hotkeyName(event: KeyboardEvent): string {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const mods = [event.ctrlKey || event.metaKey ? 'Control' : '', event.altKey ? 'Alt' : ''].filter(Boolean);
  return [...mods, key].join('+');
}

const isFunctionKey = (name: string) => /^F\d{1,2}$/.test(name);

/**
 * Page shortcuts on `window`: `{ F2: openSearch, Delete: removeLine, 'Control+p': print }`.
 * Function keys and Control/Alt combinations work wherever the focus is (the browser's own
 * action is prevented); plain keys only when the focus is not in a field.
 */
export function useHotkeys(bindings: Record<string, HotkeyHandler>, options: HotkeyOptions = {}): void {
  const enabled = options.enabled ?? true;
  // The latest bindings answer each key, without listening again on every render.
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const name = hotkeyName(event);
    const handler = bindings[name];
    if (!handler) return;
    const global = isFunctionKey(event.key) || (name !== '+' && name.includes('+'));
    if (!global && isEditableTarget(event.target)) return;
    event.preventDefault();
    handler(event);
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => handleKey(event);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

import { useEffect, useEffectEvent } from 'react';

/** A scanner types each character within a few ms; people take far longer between keys. */
export const SCANNER_MAX_GAP_MS = 50;
/** Shorter bursts are more likely a fast typist than a code. */
export const SCANNER_MIN_LENGTH = 4;

const MODIFIERS = new Set(['Shift', 'CapsLock', 'Control', 'Alt', 'Meta', 'AltGraph']);

type TextField = HTMLInputElement | HTMLTextAreaElement;

function setFieldValue(field: TextField, value: string): void {
  if (field.value === value) return;
  // React tracks the value it last set: go through the native setter so it sees the change.
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface BarcodeScannerOptions {
  /** Listen only while true. Default true. */
  enabled?: boolean;
}

/**
 * A barcode scanner in keyboard-wedge mode, heard from anywhere on the page: a burst of at least
 * 4 characters, each within 50 ms of the previous one, ended by Enter. The Enter is kept from
 * the focused control, and a field that received the burst gets its text back, so a scan never
 * leaves the code typed into a search box or submits a form.
 */
export function useBarcodeScanner(onScan: (code: string) => void, options: BarcodeScannerOptions = {}): void {
  const enabled = options.enabled ?? true;
  // The latest callback gets each code, without listening again on every render.
  const scanned = useEffectEvent((code: string) => onScan(code));

  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let lastAt = -Infinity;
    let field: TextField | null = null;
    let textBefore = '';

    const onKeyDown = (event: KeyboardEvent) => {
      if (MODIFIERS.has(event.key)) return;
      const now = event.timeStamp;
      const fast = now - lastAt <= SCANNER_MAX_GAP_MS;
      lastAt = now;
      if (event.key === 'Enter') {
        const code = buffer;
        buffer = '';
        if (!fast || code.length < SCANNER_MIN_LENGTH) return;
        event.preventDefault();
        event.stopPropagation();
        if (field) setFieldValue(field, textBefore);
        field = null;
        scanned(code);
        return;
      }
      if (event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey) {
        buffer = '';
        return;
      }
      if (!fast) {
        // A new burst may start here: remember the field's text before its first character.
        buffer = '';
        const target = event.target;
        field = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target : null;
        textBefore = field?.value ?? '';
      }
      buffer += event.key;
    };
    // Capture phase: the page hears the burst before the focused control acts on its Enter.
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}

import { useSyncExternalStore } from 'react';

/**
 * Bottom-sheet notices of the handheld (Feedback elements): queued and shown one at a
 * time; one whose key is already queued or showing is dropped; auto-closed after 6000 ms (or
 * their own duration) unless persistent. A small store instead of the shell's Chakra one, so the
 * waiter app stays light.
 */
export type ToastSeverity = 'error' | 'warning' | 'info' | 'success';

export interface Toast {
  id: number;
  severity: ToastSeverity;
  message: string;
  /** A second line, e.g. the server's reason. */
  detail?: string;
  key?: string;
  persist: boolean;
  durationMs: number;
}

export interface ToastOptions {
  severity?: ToastSeverity;
  message: string;
  detail?: string;
  key?: string;
  persist?: boolean;
  /** Default 6000 ms. */
  durationMs?: number;
}

export const TOAST_DURATION_MS = 6000;

interface State {
  current: Toast | null;
  queue: Toast[];
}

let state: State = { current: null, queue: [] };
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(next: State) {
  state = next;
  for (const l of [...listeners]) l();
}

function show(next: Toast | null, queue: Toast[]) {
  clearTimeout(timer);
  emit({ current: next, queue });
  if (next && !next.persist) timer = setTimeout(() => dismissToast(next.id), next.durationMs);
}

export function toast(options: ToastOptions): number | null {
  if (options.key && [state.current, ...state.queue].some((t) => t?.key === options.key)) return null;
  const t: Toast = {
    id: nextId++,
    severity: options.severity ?? 'info',
    message: options.message,
    persist: options.persist ?? false,
    durationMs: options.durationMs ?? TOAST_DURATION_MS,
    ...(options.key ? { key: options.key } : {}),
    ...(options.detail ? { detail: options.detail } : {}),
  };
  if (state.current) emit({ current: state.current, queue: [...state.queue, t] });
  else show(t, state.queue);
  return t.id;
}

export function dismissToast(id: number): void {
  if (state.current?.id === id) {
    const [next = null, ...rest] = state.queue;
    show(next, rest);
  } else if (state.queue.some((t) => t.id === id)) {
    emit({ current: state.current, queue: state.queue.filter((t) => t.id !== id) });
  }
}

export function resetToasts(): void {
  clearTimeout(timer);
  emit({ current: null, queue: [] });
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const getState = () => state;

export function useToasts(): State {
  return useSyncExternalStore(subscribe, getState, getState);
}

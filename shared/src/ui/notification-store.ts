import { useSyncExternalStore } from 'react';

export type NotificationSeverity = 'error' | 'warning' | 'info' | 'success';

/**
 * A text shown by a notification: as written, or an i18next key translated when it is shown, so
 * a notice raised before the user picks a language still reads in the language on screen.
 */
export type NotificationText = string | { key: string; values?: Record<string, unknown> };

export interface NotificationAction {
  label: NotificationText;
  onClick: () => void;
  /** Close the notification after the action runs. Default true. */
  closes?: boolean;
}

export interface NotifyOptions {
  /** Default 'info'. */
  severity?: NotificationSeverity;
  /** Default: the severity's title ('Ocurrió un error', 'Atención', 'Operación exitosa', 'Información'). */
  title?: NotificationText;
  message: NotificationText;
  /** A notification whose key is already queued or showing is dropped. */
  key?: string;
  /** Stays until closed. Default false. */
  persist?: boolean;
  /** Auto-close delay. Default 6000 ms. */
  durationMs?: number;
  actions?: NotificationAction[];
}

export interface AppNotification {
  id: string;
  severity: NotificationSeverity;
  title?: NotificationText;
  message: NotificationText;
  key?: string;
  persist: boolean;
  durationMs: number;
  actions: NotificationAction[];
  createdAt: number;
  /** Its place in the order notifications were raised (1, 2, …): what is new is told by this, not by the clock. */
  seq: number;
}

export interface NotificationState {
  current: AppNotification | null;
  queue: AppNotification[];
  /** Most recent first, for the header bell. */
  history: AppNotification[];
}

export const DEFAULT_NOTIFICATION_DURATION_MS = 6000;
const HISTORY_LIMIT = 30;

interface Internal {
  state: NotificationState;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setTimeout> | null;
  seq: number;
  hosts: number[];
  hostSeq: number;
}

/** The page's notifications (`@resto/shared/ui` is one copy per page: a Module Federation singleton). */
const store: Internal = { state: { current: null, queue: [], history: [] }, listeners: new Set(), timer: null, seq: 0, hosts: [], hostSeq: 0 };

function internal(): Internal {
  return store;
}

function emit(next: NotificationState): void {
  const s = internal();
  s.state = next;
  for (const l of [...s.listeners]) l();
}

function show(next: AppNotification | null, queue: AppNotification[]): void {
  const s = internal();
  if (s.timer) clearTimeout(s.timer);
  s.timer = null;
  const history = next ? [next, ...s.state.history.filter((n) => n.id !== next.id)].slice(0, HISTORY_LIMIT) : s.state.history;
  emit({ current: next, queue, history });
  if (next && !next.persist) {
    const id = next.id;
    s.timer = setTimeout(() => dismiss(id), next.durationMs);
  }
}

/** The text to show: a plain string as is, a key through `t` with its values. */
export function resolveNotificationText(text: NotificationText, t: (key: string, values?: Record<string, unknown>) => string): string {
  return typeof text === 'string' ? text : t(text.key, text.values);
}

/**
 * Queues a bottom-sheet notification; one is shown at a time (Feedback elements).
 * Returns its id, or null when dropped because the same key is already queued or showing.
 */
export function notify(options: NotifyOptions): string | null {
  const s = internal();
  const { current, queue } = s.state;
  if (options.key !== undefined && (current?.key === options.key || queue.some((n) => n.key === options.key))) return null;
  s.seq += 1;
  const notification: AppNotification = {
    id: `n${s.seq}`,
    severity: options.severity ?? 'info',
    message: options.message,
    persist: options.persist ?? false,
    durationMs: options.durationMs ?? DEFAULT_NOTIFICATION_DURATION_MS,
    actions: options.actions ?? [],
    createdAt: Date.now(),
    seq: s.seq,
    ...(options.title !== undefined ? { title: options.title } : {}),
    ...(options.key !== undefined ? { key: options.key } : {}),
  };
  if (current === null) show(notification, queue);
  else emit({ ...s.state, queue: [...queue, notification] });
  return notification.id;
}

/** Closes the notification with that id (the one showing when omitted) and shows the next. */
export function dismiss(id?: string): void {
  const { current, queue } = internal().state;
  if (current && (id === undefined || current.id === id)) {
    const [next = null, ...rest] = queue;
    show(next, rest);
    return;
  }
  if (id !== undefined && queue.some((n) => n.id === id)) emit({ ...internal().state, queue: queue.filter((n) => n.id !== id) });
}

/** The seq of the last notification raised (0 before any): a reader marks everything up to it as seen. */
export function lastNotificationSeq(): number {
  return internal().seq;
}

export function clearNotificationHistory(): void {
  emit({ ...internal().state, history: [] });
}

/** Drops everything (tests, logout). */
export function resetNotifications(): void {
  const s = internal();
  if (s.timer) clearTimeout(s.timer);
  s.timer = null;
  emit({ current: null, queue: [], history: [] });
}

export function getNotificationStore() {
  return {
    getState: (): NotificationState => internal().state,
    subscribe(listener: () => void): () => void {
      const s = internal();
      s.listeners.add(listener);
      return () => s.listeners.delete(listener);
    },
  };
}

export function useNotifications(): NotificationState {
  const store = getNotificationStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** A new host's id, taken once when it mounts and registered while it is mounted. */
export function newNotificationHostId(): number {
  const s = internal();
  s.hostSeq += 1;
  return s.hostSeq;
}

/** Host registration, so two mounted hosts (shell + a remote's own providers) never both render. */
export function registerNotificationHost(id: number = newNotificationHostId()): { id: number; unregister: () => void } {
  const s = internal();
  s.hosts.push(id);
  for (const l of [...s.listeners]) l();
  return {
    id,
    unregister: () => {
      s.hosts = s.hosts.filter((h) => h !== id);
      for (const l of [...s.listeners]) l();
    },
  };
}

export function activeNotificationHost(): number | null {
  return internal().hosts[0] ?? null;
}

import type { Role } from '../contracts/auth';
import type { ViewKind } from '../rules/device';

const ORIGIN_KEY = 'rf_origin';

/** Remembers where an anonymous visitor was going, so login can send them back. */
export function rememberOrigin(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/login')) return;
  sessionStorage.setItem(ORIGIN_KEY, path);
}

/** The remembered path, once: reading it forgets it. */
export function takeOrigin(): string | null {
  const path = sessionStorage.getItem(ORIGIN_KEY);
  sessionStorage.removeItem(ORIGIN_KEY);
  return path;
}

export const VIEW_PREFERENCE_KEY = 'rf_view_pref';
const VIEW_KINDS: readonly ViewKind[] = ['mobile', 'tablet', 'desktop'];

/** The user's chosen layout, overriding device detection. */
export const viewPreference = {
  get(): ViewKind | null {
    const value = localStorage.getItem(VIEW_PREFERENCE_KEY);
    return VIEW_KINDS.includes(value as ViewKind) ? (value as ViewKind) : null;
  },
  set(view: ViewKind): void {
    localStorage.setItem(VIEW_PREFERENCE_KEY, view);
  },
  clear(): void {
    localStorage.removeItem(VIEW_PREFERENCE_KEY);
  },
};

const VIEW_CHOICE_OFFERED_KEY = 'rf_view_choice_offered';

/** Whether the one-per-session "choose your view" notice was already shown. */
export const viewChoiceOffered = {
  get(): boolean {
    return sessionStorage.getItem(VIEW_CHOICE_OFFERED_KEY) === '1';
  },
  mark(): void {
    sessionStorage.setItem(VIEW_CHOICE_OFFERED_KEY, '1');
  },
};

const VIEW_CHOICE_DISMISSED_KEY = 'rf_view_choice_dismissed';

/**
 * Who closed the "choose your view" notice on this device (user ids): it is not offered to them
 * again here, in any session. Another user of the same device still gets it.
 */
export const viewChoiceDismissed = {
  get(userId: number): boolean {
    return readIds().includes(userId);
  },
  mark(userId: number): void {
    const ids = readIds();
    if (!ids.includes(userId)) localStorage.setItem(VIEW_CHOICE_DISMISSED_KEY, JSON.stringify([...ids, userId]));
  },
};

function readIds(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(VIEW_CHOICE_DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

/** Where a device type lands by default (Device-based layouts). */
export const VIEW_HOME: Record<ViewKind, string> = { mobile: '/m/venta', tablet: '/t/reportes', desktop: '/dashboard' };

/** The waiter handheld, a page of its own (Waiter app). */
export const WAITER_HOME = '/m/mesas';

/**
 * Where '/' sends a signed-in user: a mozo always to the waiter app, the only part of the product
 * made for the role; everyone else to the home of the chosen (or detected) view.
 */
export function homeFor(view: ViewKind, role: Role | null): string {
  return role === 'mozo' ? WAITER_HOME : VIEW_HOME[view];
}

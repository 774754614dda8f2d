import type { Workbox } from 'workbox-window';
import { createStore } from './store';

/*
 * The handheld's service worker (src/standalone/sw.ts), seen from the page. It is
 * registered once the tables are on screen (it competes with nothing the first view needs), with
 * the scope /m/mesas: the api lets /remotes/mfe-resto/sw.js take it (Service-Worker-Allowed).
 * Service workers need a secure context: HTTPS, or localhost / 127.0.0.1.
 */
export const WAITER_SW_URL = '/remotes/mfe-resto/sw.js';
export const WAITER_SW_SCOPE = '/m/mesas';
/** The service worker's cache of the handheld's GET answers (sw.ts `API_CACHE`). */
export const WAITER_API_CACHE = 'waiter-api';
/** How often an open handheld asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 15 * 60_000;

export interface PwaState {
  /** A new version is installed and waits for the handheld's go-ahead. */
  waiting: boolean;
  /** The api refused this version (426 VERSION_APP_DESACTUALIZADA). */
  outdated: boolean;
}

export const pwaStore = createStore<PwaState>({ waiting: false, outdated: false });

let workbox: Workbox | null = null;
let updateTimer: ReturnType<typeof setInterval> | undefined;

export function serviceWorkerAvailable(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator;
}

/**
 * Registers the service worker. `onFirstControl` runs when a first install takes the page over:
 * the first view's answers are then read again through it, so the very first visit already
 * leaves the tables and the menu for an offline reload.
 */
export async function registerWaiterServiceWorker(onFirstControl: () => void): Promise<void> {
  if (!serviceWorkerAvailable() || workbox) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(WAITER_SW_URL, { scope: WAITER_SW_SCOPE });
  workbox = wb;
  const hadController = navigator.serviceWorker.controller !== null;
  wb.addEventListener('waiting', () => pwaStore.set((s) => ({ ...s, waiting: true })));
  wb.addEventListener('controlling', (event) => {
    // A new version took over because the handheld asked for it (applyUpdate): load it.
    if (event.isUpdate || hadController) window.location.reload();
    else onFirstControl();
  });
  try {
    await wb.register();
  } catch (error) {
    workbox = null;
    console.warn('No se pudo instalar la app de mesas para usar sin conexión', error);
    return;
  }
  clearInterval(updateTimer);
  updateTimer = setInterval(() => void checkForUpdate(), UPDATE_CHECK_MS);
}

/** Asks the server for a newer service worker (after a 426, and every 15 minutes). */
export async function checkForUpdate(): Promise<void> {
  try {
    await workbox?.update();
  } catch {
    // offline: the next check will do
  }
}

/** The api refused this version: say so, and fetch the new one. */
export function markOutdated(): void {
  if (pwaStore.get().outdated) return;
  // Without a service worker (plain HTTP on a LAN) the new version is simply the server's page:
  // a reload applies it, so it counts as waiting.
  pwaStore.set((s) => ({ ...s, outdated: true, waiting: s.waiting || workbox === null }));
  void checkForUpdate();
}

/** Lets the waiting version take over; the page reloads when it does ('controlling'). */
export function applyUpdate(): void {
  if (workbox && pwaStore.get().waiting) workbox.messageSkipWaiting();
  // Outdated without a service worker (plain HTTP on a LAN): the new page comes from the server.
  else if (!workbox) window.location.reload();
}

/**
 * Forgets the signed-in user's cached answers (logout, another user signs in): they stay on the
 * phone only while that user's session does.
 */
export async function clearWaiterCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(WAITER_API_CACHE);
  } catch {
    // storage unavailable: nothing was kept
  }
}

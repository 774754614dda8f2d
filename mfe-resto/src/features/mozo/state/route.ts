import { createStore, useStore } from './store';

/*
 * The handheld's views as real URLs under /m/mesas (the api serves the app for every one of
 * them), so a reload comes back to the same table and the phone's back button steps back.
 */

export type WaiterRoute = { view: 'list' } | { view: 'order'; numero: number } | { view: 'category'; numero: number; categoria: string } | { view: 'timeline'; numero: number };

export const BASE_PATH = '/m/mesas';

export function routePath(route: WaiterRoute): string {
  switch (route.view) {
    case 'list':
      return BASE_PATH;
    case 'order':
      return `${BASE_PATH}/mesa/${route.numero}`;
    case 'category':
      return `${BASE_PATH}/mesa/${route.numero}/categoria/${encodeURIComponent(route.categoria)}`;
    case 'timeline':
      return `${BASE_PATH}/mesa/${route.numero}/pedidos`;
  }
}

export function parseRoute(pathname: string): WaiterRoute {
  const rest = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : '';
  const m = rest.match(/^\/mesa\/(\d+)(?:\/(pedidos|categoria\/([^/]+)))?\/?$/);
  if (!m) return { view: 'list' };
  const numero = Number(m[1]);
  if (!Number.isSafeInteger(numero) || numero <= 0) return { view: 'list' };
  if (m[2] === 'pedidos') return { view: 'timeline', numero };
  if (m[3] !== undefined) {
    try {
      return { view: 'category', numero, categoria: decodeURIComponent(m[3]) };
    } catch {
      return { view: 'order', numero };
    }
  }
  return { view: 'order', numero };
}

/** The parent of each view: where 'back' goes. */
export function parentRoute(route: WaiterRoute): WaiterRoute {
  return route.view === 'list' || route.view === 'order' ? { view: 'list' } : { view: 'order', numero: route.numero };
}

export const routeStore = createStore<WaiterRoute>(typeof location === 'undefined' ? { view: 'list' } : parseRoute(location.pathname));

interface HistoryState {
  /** The path of the entry this one was pushed from. */
  from: string | null;
}

function cameFrom(): string | null {
  const state = history.state as HistoryState | null;
  return typeof state?.from === 'string' ? state.from : null;
}

export function navigate(route: WaiterRoute, options: { replace?: boolean } = {}): void {
  const path = routePath(route);
  if (options.replace) history.replaceState({ from: cameFrom() } satisfies HistoryState, '', path);
  else history.pushState({ from: location.pathname } satisfies HistoryState, '', path);
  routeStore.set(route);
}

/** Back to the parent view: through the tab's history when we came from it, else in place. */
export function goBack(): void {
  const parent = routePath(parentRoute(routeStore.get()));
  if (cameFrom() === parent) history.back();
  else navigate(parentRoute(routeStore.get()), { replace: true });
}

/** Follows the browser's back and forward buttons. */
export function listenToHistory(): () => void {
  const onPop = () => routeStore.set(parseRoute(location.pathname));
  window.addEventListener('popstate', onPop);
  return () => window.removeEventListener('popstate', onPop);
}

export function useRoute(): WaiterRoute {
  return useStore(routeStore);
}

/// <reference lib="webworker" />
/*
 * The waiter handheld's service worker, built by vite-plugin-pwa (injectManifest) from
 * Workbox's modules: precaching, routing and the network-first strategy are Workbox's; this file
 * only says what goes where.
 *
 * - Served from /remotes/mfe-resto/sw.js with `Service-Worker-Allowed: /m/mesas` (the api's
 *   static-files plugin) and registered with scope /m/mesas: it controls the handheld's pages and
 *   nothing else (not the desktop app, not /m/precio or /m/venta).
 * - Precaches the handheld's HTML, its chunks, its stylesheet and icons; a navigation under
 *   /m/mesas is answered with the precached page, so a reload works with no network at all.
 * - Keeps the last answer of the GETs the first view needs (the tables, the menu, the drafts of
 *   the tables, the venue's settings): network first, the cache after a short timeout or without
 *   network. Entries are keyed by the signed-in user (taken from the bearer token), so a colleague
 *   signing in on the same phone never sees another waiter's cached answers, and the page deletes
 *   the whole cache on logout. Writes (POST, PUT, PATCH, DELETE) are never routed: they go to the
 *   network as they are, and the outbox keeps them while there is none.
 * - A new version waits until the handheld asks it to take over (between orders: see
 *   `src/features/mozo/state/update.ts`).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Kept in sync with `WAITER_API_CACHE` in src/features/mozo/state/pwa.ts (which clears it on logout). */
const API_CACHE = 'waiter-api';
/** How long a GET waits for the network before the last answer is shown. */
const NETWORK_TIMEOUT_SECONDS = 4;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the handheld (/m/mesas, /m/mesas/mesa/12, ...) is the same single page.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(new URL('index.html', self.location.href).pathname), {
    allowlist: [/^\/m\/mesas(?:\/|$)/],
  }),
);

/** The GETs the handheld's views read first (paths under /api). */
const CACHED_READS = [
  /^\/api\/mesas$/,
  /^\/api\/mesas\/drafts$/,
  /^\/api\/mesas\/\d+\/draft$/,
  /^\/api\/productos\/(?:menu|categorias|frecuentes)$/,
  /^\/api\/configuracion\/general$/,
  /^\/api\/tipos-de-cambio$/,
  /^\/api\/pedidos$/,
];

/** `sub.local` of the bearer token, or null without one (then nothing is read from or written to the cache). */
function userOf(request: Request): string | null {
  const auth = request.headers.get('authorization') ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; local?: unknown };
    return typeof json.sub === 'string' || typeof json.sub === 'number' ? `${String(json.sub)}.${String(json.local ?? '')}` : null;
  } catch {
    return null;
  }
}

const perUser: WorkboxPlugin = {
  // The stored entry's key names its user: another user's request never matches it.
  cacheKeyWillBeUsed: async ({ request }) => {
    const user = userOf(request) ?? 'anonymous';
    const url = new URL(request.url);
    url.searchParams.set('__user', user);
    return url.href;
  },
  // Only a signed-in user's successful answers are kept.
  cacheWillUpdate: async ({ request, response }) => (response.status === 200 && userOf(request) !== null ? response : null),
};

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && CACHED_READS.some((re) => re.test(url.pathname)),
  new NetworkFirst({ cacheName: API_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [perUser] }),
  'GET',
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open handheld at once (nothing older to replace), so it works
// offline from its first load; a later version waits for the handheld's go-ahead (SKIP_WAITING).
clientsClaim();

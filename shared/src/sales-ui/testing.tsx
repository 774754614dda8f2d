import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { configureApiClient, resetServerReachability } from '../api-client';
import { loginResponseSchema, type Role } from '../contracts';
import { PERMISSIONS } from '../rules/permissions';
import { clearGeneralConfigCache, initSession, login, resetSessionForTests } from '../session';
import { AppProviders } from '../ui/app-providers';
import { resetNotifications } from '../ui/notification-store';

/*
 * Test support for screens on the API: fetch is replaced at the network boundary only, so the
 * api client, envelopes, hooks and components under test are the real ones.
 */

export interface ApiCall {
  method: string;
  /** Path after /api, without the query: '/arqueos/5/cerrar'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  params: Record<string, string>;
  /** The request's headers (a manager's approval travels in X-Aprobacion). */
  headers: Headers;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

/** A success envelope, as the api sends it. */
export const okResponse = (data?: unknown, message?: string, status = 200) =>
  new Response(JSON.stringify({ success: true, ...(data !== undefined ? { data } : {}), ...(message ? { message } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A failure envelope with the api's message. */
export const failResponse = (message: string, status = 400, data?: unknown) =>
  new Response(JSON.stringify({ success: false, message, ...(data !== undefined ? { data } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function matchRoute(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const actual = got[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/**
 * Answers `/api` requests from `routes` ('GET /arqueos', 'POST /arqueos/:id/cerrar'); anything
 * else gets a 404 envelope. Returns the calls, in order, for assertions on what was sent.
 */
export function stubApi(routes: Record<string, ApiHandler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const headers = new Headers(init.headers);
    for (const [route, handler] of Object.entries(routes)) {
      const [routeMethod = '', pattern = ''] = route.split(' ');
      const params = routeMethod === method ? matchRoute(pattern, path) : null;
      if (params) {
        const call = { method, path, query: url.searchParams, body, params, headers };
        calls.push(call);
        return handler(call);
      }
    }
    calls.push({ method, path, query: url.searchParams, body, params: {}, headers });
    return failResponse(`Ruta no encontrada: ${method} ${path}`, 404);
  });
  return calls;
}

export interface RenderPageOptions {
  /** The route pattern the page is mounted on. Default '/'. */
  path?: string;
  /** The URL to open. Default `path`. */
  url?: string;
}

/** Renders a page inside the app's providers and a memory router; returns the router too. */
export function renderPage(page: ReactElement, options: RenderPageOptions = {}) {
  resetNotifications();
  // A server a previous test could not reach is reachable again for this page.
  resetServerReachability();
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    {
      initialEntries: [options.url ?? path],
    },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

function unsignedJwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256' })}.${enc(claims)}.x`;
}

/** Signs in through the real session code (the login answered at the fetch boundary) with `permisos`. */
export async function signInWith(permisos: readonly string[], rol: Role = 'admin'): Promise<void> {
  resetSessionForTests();
  clearGeneralConfigCache();
  configureApiClient({ apiBase: '' });
  await initSession();
  const data = loginResponseSchema.parse({
    token: unsignedJwt({ sub: '3', role: rol, exp: Math.floor(Date.now() / 1000) + 3600 }),
    user: {
      id: 3,
      nombre: 'Carla Gómez',
      email: 'carla@demo.local',
      rol,
      roles: [rol],
      local: { id: 1, nombre: 'La Esquina' },
      modulos: { restaurant: true, posFlow: true },
      permisos,
    },
    rol,
    expireMinutes: 60,
    permisos,
  });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } }));
  const result = await login('carla@demo.local', 'secreto');
  if (!result.ok) throw new Error('login de prueba falló');
}

/** Every permission: a page as an admin sees it. */
export const signInAsAdmin = () => signInWith(PERMISSIONS);

import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import type { LoginResponse, SessionUser } from '@resto/shared/contracts';
import { configureApiClient, resetServerReachability } from '@resto/shared/api-client';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { clearGeneralConfigCache, initSession, login, resetSessionForTests } from '@resto/shared/session';
import { AppProviders, resetNotifications } from '@resto/shared/ui';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Replaces fetch at the network boundary only; everything above it (api client, session) is real. */
export function stubFetch(handler: (call: RecordedCall, signal: AbortSignal) => Response | Promise<Response>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    return handler(call, init.signal as AbortSignal);
  });
  return calls;
}

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function testUser(rol: SessionUser['rol'] = 'admin'): SessionUser {
  return {
    id: 3,
    nombre: 'Carla Gómez',
    email: 'carla@resto.test',
    rol,
    roles: [rol],
    local: { id: 1, nombre: 'La Esquina' },
    modulos: { restaurant: true, posFlow: true },
    permisos: [...SEEDED_ROLE_PERMISSIONS[rol]],
  };
}

function unsignedJwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256' })}.${enc(claims)}.x`;
}

export function loginData(rol: SessionUser['rol'] = 'admin'): LoginResponse {
  return {
    token: unsignedJwt({ sub: '3', role: rol, exp: Math.floor(Date.now() / 1000) + 3600 }),
    user: testUser(rol),
    rol,
    expireMinutes: 60,
    permisos: [...SEEDED_ROLE_PERMISSIONS[rol]],
  };
}

/** A fresh page: no session, no notifications, no cached settings. */
export function resetPage(): void {
  resetSessionForTests();
  resetNotifications();
  clearGeneralConfigCache();
  configureApiClient({ apiBase: '' });
  resetServerReachability();
}

/** Signs in through the real session code (login call answered at the fetch boundary). */
export async function signIn(rol: SessionUser['rol'] = 'admin'): Promise<void> {
  await initSession();
  stubFetch(() => jsonResponse({ success: true, data: loginData(rol) }));
  const result = await login('carla@resto.test', 'secreto');
  if (!result.ok) throw new Error('login de prueba falló');
}

/** Shows the current path so tests can assert where the router went. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export function Page({ name }: { name: string }) {
  return (
    <>
      <p>{name}</p>
      <LocationProbe />
    </>
  );
}

/** Renders routes in a memory router inside the real app providers. */
export function renderRoutes(routes: RouteObject[], initialPath: string, wrap?: (children: ReactNode) => ReactElement) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const content = <RouterProvider router={router} />;
  const utils = render(<AppProviders>{wrap ? wrap(content) : content}</AppProviders>);
  return { ...utils, router };
}

/** A response that never comes, until the request is aborted. */
export const hangUntil = (signal: AbortSignal | undefined) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('abortado', 'AbortError')), { once: true });
  });

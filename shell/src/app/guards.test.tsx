import { cleanup, screen } from '@testing-library/react';
import { initSession, login, takeOrigin, viewPreference } from '@resto/shared/session';
import { DeviceRedirect, RedirectIfAuthenticated, RequireAdmin, RequireAuth } from './guards';
import { jsonResponse, loginData, Page, renderRoutes, resetPage, signIn, stubFetch } from '../features/test-support/support';

const pages = [
  { path: '/login', element: <Page name="login" /> },
  { path: '/dashboard', element: <Page name="dashboard" /> },
  { path: '/m/venta', element: <Page name="m-venta" /> },
  { path: '/t/reportes', element: <Page name="t-reportes" /> },
  { path: '/m/mesas', element: <Page name="m-mesas" /> },
];

function setDevice({ width, ua, touch }: { width: number; ua: string; touch: number }) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window.screen, 'width', { configurable: true, value: width });
  Object.defineProperty(window.screen, 'height', { configurable: true, value: Math.round(width * 1.8) });
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: ua });
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: touch });
}
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

beforeEach(() => {
  resetPage();
  setDevice({ width: 1280, ua: DESKTOP_UA, touch: 0 });
});
afterEach(() => {
  cleanup();
  resetPage();
});

describe('RequireAuth', () => {
  const routes = [
    ...pages,
    {
      path: '/ventas',
      element: (
        <RequireAuth>
          <Page name="ventas protegidas" />
        </RequireAuth>
      ),
    },
  ];

  it('shows nothing of the page while the session is loading', () => {
    renderRoutes(routes, '/ventas');
    expect(screen.queryByText('ventas protegidas')).toBeNull();
    expect(screen.queryByText('login')).toBeNull();
  });

  it('sends anonymous visitors to /login and remembers where they were going', async () => {
    await initSession();
    renderRoutes(routes, '/ventas?desde=hoy');
    expect(await screen.findByText('login')).toBeTruthy();
    expect(takeOrigin()).toBe('/ventas?desde=hoy');
  });

  it('lets a signed-in user through', async () => {
    await signIn('empleado');
    renderRoutes(routes, '/ventas');
    expect(await screen.findByText('ventas protegidas')).toBeTruthy();
  });
});

describe('RedirectIfAuthenticated', () => {
  it('sends a signed-in user away from /login to /dashboard', async () => {
    await signIn();
    renderRoutes(
      [
        {
          path: '/login',
          element: (
            <RedirectIfAuthenticated>
              <p>formulario</p>
            </RedirectIfAuthenticated>
          ),
        },
        ...pages.slice(1),
      ],
      '/login',
    );
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(screen.queryByText('formulario')).toBeNull();
  });

  it('shows the login page to anonymous visitors', async () => {
    await initSession();
    renderRoutes(
      [
        {
          path: '/login',
          element: (
            <RedirectIfAuthenticated>
              <p>formulario</p>
            </RedirectIfAuthenticated>
          ),
        },
      ],
      '/login',
    );
    expect(await screen.findByText('formulario')).toBeTruthy();
  });
});

describe('RequireAdmin', () => {
  const routes = (fallback?: string) => [
    ...pages,
    {
      path: '/usuarios',
      element: (
        <RequireAdmin {...(fallback ? { fallback } : {})}>
          <Page name="usuarios" />
        </RequireAdmin>
      ),
    },
  ];

  it('lets admins in', async () => {
    await signIn('admin');
    renderRoutes(routes(), '/usuarios');
    expect(await screen.findByText('usuarios')).toBeTruthy();
  });

  it.each(['empleado', 'mozo', 'cajero'] as const)('sends %s to /dashboard', async (rol) => {
    await signIn(rol);
    renderRoutes(routes(), '/usuarios');
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(screen.queryByText('usuarios')).toBeNull();
  });

  it('asks for the capability, not the role name: a custom role that administers users gets in', async () => {
    await initSession();
    const data = loginData('empleado');
    stubFetch(() => jsonResponse({ success: true, data: { ...data, user: { ...data.user, permisos: ['usuarios.administrar'] } } }));
    expect((await login('carla@resto.test', 'secreto')).ok).toBe(true);
    renderRoutes(routes(), '/usuarios');
    expect(await screen.findByText('usuarios')).toBeTruthy();
  });

  it('an admin whose answer carries no such permission is sent away too', async () => {
    await initSession();
    const data = loginData('admin');
    stubFetch(() => jsonResponse({ success: true, data: { ...data, user: { ...data.user, permisos: ['ventas.vender'] } } }));
    await login('carla@resto.test', 'secreto');
    renderRoutes(routes(), '/usuarios');
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('honours another fallback', async () => {
    await signIn('empleado');
    renderRoutes(routes('/m/venta'), '/usuarios');
    expect(await screen.findByText('m-venta')).toBeTruthy();
  });
});

describe('DeviceRedirect', () => {
  const desktopPages = ['ventas', 'resto', 'arqueos'].map((name) => ({ path: `/${name}`, element: <Page name={name} /> }));
  const routes = [...pages, ...desktopPages, { path: '/', element: <DeviceRedirect /> }];

  it('desktop goes to /dashboard', async () => {
    await signIn('admin');
    renderRoutes(routes, '/');
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('a phone goes to /m/venta', async () => {
    setDevice({ width: 390, ua: PHONE_UA, touch: 5 });
    await signIn('admin');
    renderRoutes(routes, '/');
    expect(await screen.findByText('m-venta')).toBeTruthy();
  });

  it('a tablet-width screen goes to /t/reportes', async () => {
    setDevice({ width: 900, ua: DESKTOP_UA, touch: 0 });
    await signIn('admin');
    renderRoutes(routes, '/');
    expect(await screen.findByText('t-reportes')).toBeTruthy();
  });

  it('a stored view preference wins over the device', async () => {
    viewPreference.set('mobile');
    await signIn('admin');
    renderRoutes(routes, '/');
    expect(await screen.findByText('m-venta')).toBeTruthy();
  });

  const TABLET_UA = 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
  it.each([
    ['desktop', { width: 1280, ua: DESKTOP_UA, touch: 0 }],
    ['phone', { width: 390, ua: PHONE_UA, touch: 5 }],
    ['tablet', { width: 800, ua: TABLET_UA, touch: 5 }],
  ])('a mozo lands on the waiter app on a %s', async (_device, device) => {
    setDevice(device);
    await signIn('mozo');
    renderRoutes(routes, '/');
    expect(await screen.findByText('m-mesas')).toBeTruthy();
  });

  it('a mozo lands on the waiter app whatever view was stored', async () => {
    viewPreference.set('tablet');
    await signIn('mozo');
    renderRoutes(routes, '/');
    expect(await screen.findByText('m-mesas')).toBeTruthy();
  });

  it("the token's role decides, not the session's admin/empleado", async () => {
    setDevice({ width: 800, ua: TABLET_UA, touch: 5 });
    await initSession();
    // The login answer's user says empleado; the token's claim says mozo.
    stubFetch(() => jsonResponse({ success: true, data: { ...loginData('mozo'), user: loginData('empleado').user, rol: 'empleado' } }));
    expect((await login('carla@resto.test', 'secreto')).ok).toBe(true);
    renderRoutes(routes, '/');
    expect(await screen.findByText('m-mesas')).toBeTruthy();
  });

  it.each(['cajero', 'empleado'] as const)(
    'a %s without reportes.ver is not sent to the tablet reports: a tablet goes to /ventas, a desktop too, a phone to /m/venta',
    async (rol) => {
      setDevice({ width: 800, ua: TABLET_UA, touch: 5 });
      await signIn(rol);
      renderRoutes(routes, '/');
      expect(await screen.findByText('ventas')).toBeTruthy();
      expect(screen.queryByText('t-reportes')).toBeNull();
      cleanup();
      setDevice({ width: 1280, ua: DESKTOP_UA, touch: 0 });
      renderRoutes(routes, '/');
      expect(await screen.findByText('ventas')).toBeTruthy();
      cleanup();
      setDevice({ width: 390, ua: PHONE_UA, touch: 5 });
      renderRoutes(routes, '/');
      expect(await screen.findByText('m-venta')).toBeTruthy();
    },
  );

  it('a stored tablet view of someone without the reports goes to a desktop page they may open', async () => {
    viewPreference.set('tablet');
    await signIn('cajero');
    renderRoutes(routes, '/');
    expect(await screen.findByText('ventas')).toBeTruthy();
  });
});

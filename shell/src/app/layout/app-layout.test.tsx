import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_GENERAL_CONFIG } from '@resto/shared/contracts';
import { getSessionStore, login, logout, refreshSession, setGeneralConfig, writeDefaultExchangeRate } from '@resto/shared/session';
import { jsonResponse, loginData, Page, renderRoutes, resetPage, signIn, stubFetch } from '../../features/test-support/support';
import { RequireAuth } from '../guards';
import { AppLayout } from './app-layout';

const PATHS = [
  'dashboard',
  'pedidos',
  'historial-pedidos',
  'reservas-pedidos',
  'arqueos',
  'gastos',
  'ventas',
  'historial-ventas',
  'resto',
  'editar-mesas',
  'productos',
  'stock',
  'proveedores',
  'clientes',
  'reservas',
  'reportes',
  'config',
  'usuarios',
  'roles',
];

function renderLayout(path = '/dashboard') {
  return renderRoutes(
    [
      { path: '/login', element: <Page name="login" /> },
      { element: <AppLayout />, children: PATHS.map((p) => ({ path: `/${p}`, element: <Page name={`page ${p}`} /> })) },
    ],
    path,
  );
}

const sidebar = () => within(screen.getByTestId('sidebar'));

/**
 * Chooses an item of the user menu from the keyboard: Enter on the menu button opens it, arrows
 * move to the item, Enter chooses it. (With the mouse, Zag highlights an item only when its global
 * "interaction modality" is pointer, and in jsdom, every pointer at 0,0, that is left to whatever an
 * earlier test did; the keyboard path does not depend on it.)
 */
async function chooseInUserMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  act(() => screen.getByTestId('user-menu').focus());
  await user.keyboard('{Enter}');
  const item = await screen.findByRole('menuitem', { name });
  await waitFor(async () => {
    if (!item.hasAttribute('data-highlighted')) await user.keyboard('{ArrowDown}');
    expect(item.hasAttribute('data-highlighted')).toBe(true);
  });
  await user.keyboard('{Enter}');
}

beforeEach(async () => {
  resetPage();
  await signIn('admin');
});
afterEach(() => {
  // Real timers before unmounting: what unmounts must not keep a faked clock's time.
  vi.useRealTimers();
  cleanup();
  // A modal left open at unmount keeps Zag's pointer-events lock on <body>; start each test clean.
  document.body.removeAttribute('style');
  resetPage();
  vi.useRealTimers();
});

describe('sidebar', () => {
  it('shows every main item and sub-group as real links', () => {
    setGeneralConfig({ mostrarItemsRestaurant: true });
    renderLayout();
    for (const p of PATHS) {
      const link = sidebar().getByTestId(`nav-${p}`);
      expect(link.tagName).toBe('A');
      expect(link.getAttribute('href')).toBe(`/${p}`);
    }
  });

  it('hides /resto, /reservas and /pedidos (with its group) when restaurant items are off', () => {
    setGeneralConfig({ mostrarItemsRestaurant: false });
    renderLayout();
    for (const p of ['resto', 'editar-mesas', 'reservas', 'pedidos', 'historial-pedidos', 'reservas-pedidos']) {
      expect(sidebar().queryByTestId(`nav-${p}`)).toBeNull();
    }
    for (const p of ['dashboard', 'arqueos', 'ventas', 'productos', 'clientes', 'reportes', 'config']) {
      expect(sidebar().getByTestId(`nav-${p}`)).toBeTruthy();
    }
  });

  it('drops /resto from the sidebar as soon as another tab turns restaurant items off', () => {
    setGeneralConfig({ mostrarItemsRestaurant: true });
    renderLayout();
    expect(sidebar().getByTestId('nav-resto')).toBeTruthy();
    const newValue = JSON.stringify({ ...DEFAULT_GENERAL_CONFIG, mostrarItemsRestaurant: false });
    act(() => {
      localStorage.setItem('configGeneral', newValue);
      window.dispatchEvent(new StorageEvent('storage', { key: 'configGeneral', newValue }));
    });
    expect(sidebar().queryByTestId('nav-resto')).toBeNull();
    expect(sidebar().queryByTestId('nav-pedidos')).toBeNull();
    expect(sidebar().getByTestId('nav-ventas')).toBeTruthy();
  });

  it('shows each role only the links its permissions allow', async () => {
    const visible = () => PATHS.filter((p) => sidebar().queryByTestId(`nav-${p}`) !== null);
    cleanup();
    resetPage();
    await signIn('cajero');
    renderLayout();
    expect(visible()).toEqual(['arqueos', 'gastos', 'ventas', 'historial-ventas', 'clientes']);

    cleanup();
    resetPage();
    await signIn('mozo');
    renderLayout();
    // Tables and orders only.
    expect(visible()).toEqual(['pedidos', 'historial-pedidos', 'reservas-pedidos', 'resto']);

    cleanup();
    resetPage();
    await signIn('empleado');
    renderLayout();
    expect(visible()).not.toContain('config');
    expect(visible()).not.toContain('usuarios');
    expect(visible()).not.toContain('roles');
    expect(visible()).toContain('productos');
    expect(visible()).toContain('reservas');
  });

  it('a group collapsed to its icon goes to the first link the user may open', async () => {
    cleanup();
    resetPage();
    await signIn('mozo');
    renderLayout('/resto');
    fireEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(sidebar().getByTestId('nav-resto').getAttribute('aria-label')).toBe('Mesas');
    expect(sidebar().queryByTestId('nav-config')).toBeNull();
    expect(sidebar().queryByTestId('nav-arqueos')).toBeNull();
  });

  it('follows the permissions a refresh brings, without signing in again', async () => {
    cleanup();
    resetPage();
    await signIn('cajero');
    renderLayout();
    expect(sidebar().queryByTestId('nav-reportes')).toBeNull();
    stubFetch(() => jsonResponse({ success: true, data: { ...loginData('cajero'), user: { ...loginData('cajero').user, permisos: ['reportes.ver'] } } }));
    await act(async () => {
      await refreshSession();
    });
    expect(sidebar().getByTestId('nav-reportes')).toBeTruthy();
    expect(sidebar().queryByTestId('nav-ventas')).toBeNull();
  });

  it('highlights the active item and follows links', async () => {
    renderLayout('/gastos');
    expect(sidebar().getByTestId('nav-gastos').getAttribute('aria-current')).toBe('page');
    expect(sidebar().getByTestId('nav-ventas').getAttribute('aria-current')).toBeNull();
    fireEvent.click(sidebar().getByTestId('nav-historial-ventas'));
    expect(await screen.findByText('page historial-ventas')).toBeTruthy();
    expect(sidebar().getByTestId('nav-historial-ventas').getAttribute('aria-current')).toBe('page');
  });

  it('collapses to icons and remembers it', () => {
    renderLayout();
    expect(screen.getByTestId('sidebar').getAttribute('data-state')).toBe('open');
    fireEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(screen.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    expect(localStorage.getItem('barraLateralAbierta')).toBe('false');
    // Collapsed: one icon link per main item, labelled for screen readers.
    expect(sidebar().getByTestId('nav-arqueos').getAttribute('aria-label')).toBe('Caja');
    expect(sidebar().queryByTestId('nav-gastos')).toBeNull();
    cleanup();
    renderLayout();
    expect(screen.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
  });

  it("starts from the venue's barraLateralAbierta when nothing is remembered", () => {
    setGeneralConfig({ barraLateralAbierta: false });
    renderLayout();
    expect(screen.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
  });

  it('on narrow screens the same navigation opens in a drawer', async () => {
    renderLayout();
    expect(screen.queryByTestId('nav-drawer')).toBeNull();
    fireEvent.click(screen.getByTestId('open-nav-drawer'));
    const drawer = await screen.findByTestId('nav-drawer');
    fireEvent.click(within(drawer).getByTestId('nav-clientes'));
    expect(await screen.findByText('page clientes')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('nav-drawer')).toBeNull());
  });
});

describe('header', () => {
  it('the logo opens the About dialog: version 1.0, internal-use licence', async () => {
    renderLayout();
    fireEvent.click(screen.getByTestId('brand'));
    const dialog = await screen.findByTestId('about-dialog');
    expect(dialog.textContent).toContain('Versión 1.0');
    expect(dialog.textContent).toContain('Licencia de uso interno');
  });

  it('the logo and the user menu are named by the text they show first (label in name)', () => {
    renderLayout();
    expect(screen.getByRole('button', { name: 'Resto POS: acerca de la aplicación' })).toBe(screen.getByTestId('brand'));
    expect(screen.getByRole('button', { name: 'Carla Gómez Administrador: menú de usuario' })).toBe(screen.getByTestId('user-menu'));
  });

  it.each([
    [{ restaurant: true, posFlow: true }, 'Resto POS', 'Gestión de restaurante y punto de venta'],
    [{ restaurant: true, posFlow: false }, 'Resto', 'Gestión de restaurante'],
    [{ restaurant: false, posFlow: true }, 'Resto Caja', 'Punto de venta'],
  ])("the user's module flags %o choose the brand %s and its description", async (modulos, nombre, descripcion) => {
    await logout();
    const data = loginData('admin');
    stubFetch(() => jsonResponse({ success: true, data: { ...data, user: { ...data.user, modulos } } }));
    expect((await login('carla@resto.test', 'secreto')).ok).toBe(true);
    renderLayout();
    expect(screen.getByTestId('brand').textContent).toBe(nombre);
    expect(screen.getByRole('button', { name: `${nombre}: acerca de la aplicación` })).toBe(screen.getByTestId('brand'));
    fireEvent.click(screen.getByTestId('brand'));
    const dialog = await screen.findByTestId('about-dialog');
    expect(within(dialog).getByText(nombre)).toBeTruthy();
    expect(within(dialog).getByText(descripcion)).toBeTruthy();
  });

  it('shows the default exchange rate unless the setting hides it', () => {
    writeDefaultExchangeRate({ moneda: 'USD', valor: '1050.5' });
    renderLayout();
    expect(screen.getByTestId('exchange-rate').textContent).toBe('Cambio USD: 1.050,50');
    cleanup();
    setGeneralConfig({ mostrarTipoCambio: false });
    renderLayout();
    expect(screen.queryByTestId('exchange-rate')).toBeNull();
  });

  it('shows date and 24 h time, updated every second', () => {
    // rAF is faked with the clock: jsdom's own frames would otherwise be timed from the fake Date
    // and stop firing for the rest of the file (menus focus their content in a frame).
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
      now: new Date(2024, 2, 9, 22, 15, 58),
    });
    renderLayout();
    expect(screen.getByTestId('header-clock').textContent).toBe('09/03/2024 22:15:58');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('header-clock').textContent).toBe('09/03/2024 22:15:59');
  });

  it('hides the clock and the assistant when the settings say so', () => {
    setGeneralConfig({ ...DEFAULT_GENERAL_CONFIG, mostrarFechaHora: false, mostrarIconoBot: false });
    renderLayout();
    expect(screen.queryByTestId('header-clock')).toBeNull();
    expect(screen.queryByTestId('assistant-button')).toBeNull();
  });

  it('the critical-orders indicator shows 0 and opens /pedidos', async () => {
    renderLayout();
    const indicator = screen.getByTestId('critical-orders');
    expect(indicator.getAttribute('data-count')).toBe('0');
    fireEvent.click(indicator);
    expect(await screen.findByText('page pedidos')).toBeTruthy();
  });

  it('the assistant button opens its panel', async () => {
    renderLayout();
    fireEvent.click(screen.getByTestId('assistant-button'));
    const drawer = await screen.findByTestId('assistant-drawer');
    expect(drawer.textContent).toContain('¿Cuánto vendimos hoy?');
    expect(screen.getByTestId('assistant-input')).toBeTruthy();
  });

  it("the user menu shows the user's name and role; logout asks first", async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(screen.getByTestId('user-name').textContent).toBe('Carla Gómez');
    expect(screen.getByTestId('user-role').textContent).toBe('Administrador');
    await chooseInUserMenu(user, 'Cerrar sesión');
    const dialog = await screen.findByTestId('logout-dialog');
    expect(dialog.textContent).toContain('¿Seguro que querés cerrar la sesión?');
    expect(getSessionStore().getState().status).toBe('authenticated');
    await user.click(within(dialog).getByTestId('logout-confirm'));
    await waitFor(() => expect(getSessionStore().getState().status).toBe('anonymous'));
    expect(getSessionStore().getState().logoutReason).toBe('user');
  });

  it('after confirming logout the guard shows /login and nothing stays locked', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/login', element: <Page name="login" /> },
        {
          element: (
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          ),
          children: [{ path: '/dashboard', element: <Page name="page dashboard" /> }],
        },
      ],
      '/dashboard',
    );
    await chooseInUserMenu(user, 'Cerrar sesión');
    await user.click(within(await screen.findByTestId('logout-dialog')).getByTestId('logout-confirm'));
    expect(await screen.findByText('login')).toBeTruthy();
    await waitFor(() => expect(document.body.style.pointerEvents).toBe(''));
  });

  it('the profile dialog shows name, e-mail, role and venue', async () => {
    const user = userEvent.setup();
    renderLayout();
    await chooseInUserMenu(user, 'Perfil');
    const dialog = await screen.findByTestId('profile-dialog');
    for (const text of ['Carla Gómez', 'carla@resto.test', 'Administrador', 'La Esquina']) expect(dialog.textContent).toContain(text);
  });

  it('settings in the user menu goes to /config', async () => {
    const user = userEvent.setup();
    renderLayout();
    await chooseInUserMenu(user, 'Configuración');
    expect(await screen.findByText('page config')).toBeTruthy();
  });

  it('the bell lists recent notifications', async () => {
    const { notify } = await import('@resto/shared/ui');
    const user = userEvent.setup();
    renderLayout();
    act(() => {
      notify({ severity: 'success', message: 'Comanda enviada a cocina' });
    });
    expect(screen.getByTestId('notification-bell-count').textContent).toBe('1');
    // The count it shows is part of its name (axe: label-content-name-mismatch).
    expect(screen.getByRole('button', { name: 'Notificaciones: 1 nueva' })).toBe(screen.getByTestId('notification-bell'));
    await user.click(screen.getByTestId('notification-bell'));
    expect((await screen.findByTestId('notification-list')).textContent).toContain('Comanda enviada a cocina');
  });

  it('the bell counts a notice raised in the same millisecond it mounted, and one raised in the millisecond it was opened', async () => {
    const { dismiss, notify } = await import('@resto/shared/ui');
    // A fast machine: the mount, the notices and the opening all read the same clock value.
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-30T04:30:00.000Z'));
    const user = userEvent.setup();
    renderLayout();
    act(() => {
      notify({ severity: 'info', message: 'Elegí la vista' });
    });
    expect(screen.getByRole('button', { name: 'Notificaciones: 1 nueva' })).toBe(screen.getByTestId('notification-bell'));
    await user.click(screen.getByTestId('notification-bell'));
    await screen.findByTestId('notification-list');
    expect(screen.queryByTestId('notification-bell-count')).toBeNull();
    act(() => {
      dismiss();
      notify({ severity: 'success', message: 'Comanda enviada a cocina' });
    });
    expect(screen.getByTestId('notification-bell-count').textContent).toBe('1');
  });

  it('a page that fails to render shows the error page inside the layout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('falló');
    };
    renderRoutes([{ element: <AppLayout />, children: [{ path: '/roto', element: <Broken /> }] }], '/roto');
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    expect(screen.getByTestId('app-header')).toBeTruthy();
  });
});

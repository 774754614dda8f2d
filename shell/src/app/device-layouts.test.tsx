import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSessionStore } from '@resto/shared/session';
import { Page, renderRoutes, resetPage, signIn } from '../features/test-support/support';
import { RequireAuth } from './guards';
import { MobileLayout, TabletLayout } from './device-layouts';

function renderDevice(kind: 'm' | 't', path: string) {
  return renderRoutes(
    [
      { path: '/login', element: <Page name="login" /> },
      { path: '/dashboard', element: <Page name="dashboard" /> },
      { path: '/resto', element: <Page name="resto" /> },
      {
        path: `/${kind}`,
        element: <RequireAuth>{kind === 'm' ? <MobileLayout /> : <TabletLayout />}</RequireAuth>,
        children: [
          { path: 'venta', element: <Page name="m-venta" /> },
          { path: 'reportes', element: <Page name={`${kind}-reportes`} /> },
        ],
      },
    ],
    path,
  );
}

/** Opens the user menu from the keyboard (its name starts with the name and role shown) and picks logout. */
async function chooseLogout(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText(/-reportes|m-venta/);
  const trigger = screen.getByRole('button', { name: 'Carla Gómez Mozo: menú de usuario' });
  act(() => trigger.focus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('true'));
  const item = await screen.findByRole('menuitem', { name: 'Cerrar sesión' });
  // The menu moves focus into its content a frame after it opens; a key pressed before lands on the trigger.
  const menu = item.closest('[role="menu"]') as HTMLElement;
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  await user.keyboard('{End}');
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  await user.keyboard('{Enter}');
}

beforeEach(async () => {
  resetPage();
  await signIn('mozo');
});
afterEach(() => {
  cleanup();
  document.body.removeAttribute('style');
  resetPage();
});

describe.each([
  ['phone', 'm', '/m/venta', 'm-venta'],
  ['tablet', 't', '/t/reportes', 't-reportes'],
] as const)('the %s layout has no dead end', (_name, kind, path, page) => {
  it('links back to the full app, to a desktop page the user may open: a mozo without the reports goes to the tables', async () => {
    const user = userEvent.setup();
    renderDevice(kind, path);
    expect(await screen.findByText(page)).toBeTruthy();
    const back = within(screen.getByRole('banner')).getByRole('link', { name: 'Vista completa' });
    expect(back.getAttribute('href')).toBe('/resto');
    await user.click(back);
    expect(await screen.findByText('resto')).toBeTruthy();
  });

  it('links someone who may see the reports back to /dashboard', async () => {
    await signIn('admin');
    const user = userEvent.setup();
    renderDevice(kind, path);
    expect(await screen.findByText(page)).toBeTruthy();
    const back = within(screen.getByRole('banner')).getByRole('link', { name: 'Vista completa' });
    expect(back.getAttribute('href')).toBe('/dashboard');
    await user.click(back);
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('signs out after a confirmation, and only then', async () => {
    const user = userEvent.setup();
    renderDevice(kind, path);
    await chooseLogout(user);
    const dialog = await screen.findByTestId('logout-dialog');
    expect(dialog.textContent).toContain('¿Seguro que querés cerrar la sesión?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('logout-dialog')).toBeNull());
    expect(getSessionStore().getState().status).toBe('authenticated');

    await chooseLogout(user);
    await user.click(within(await screen.findByTestId('logout-dialog')).getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('login')).toBeTruthy();
    expect(getSessionStore().getState().logoutReason).toBe('user');
  });
});

import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initSession, login } from '@resto/shared/session';
import { RequireAuth } from '../../app/guards';
import { jsonResponse, loginData, Page, renderRoutes, resetPage, stubFetch } from '../test-support/support';

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

function renderApp() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <RequireAuth>
            <Page name="inicio" />
          </RequireAuth>
        ),
      },
      { path: '/login', element: <Page name="login" /> },
    ],
    '/',
  );
}

/** Signs in as a user the api marks as having to change the password. */
async function signInForcedChange() {
  const first = loginData('admin');
  stubFetch(() => jsonResponse({ success: true, data: { ...first, user: { ...first.user, debeCambiarPassword: true }, debeCambiarPassword: true } }));
  await login('duenio@resto.test', 'primera');
}

beforeEach(async () => {
  resetPage();
  await initSession();
});
afterEach(() => {
  cleanup();
});

describe('forced password change', () => {
  it('shows only the change form after signing in, and the app once the api accepted the new password', async () => {
    await signInForcedChange();
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Cambiá tu contraseña' })).toBeTruthy();
    expect(screen.queryByText('inicio')).toBeNull();

    const next = loginData('admin');
    const calls = stubFetch(() => jsonResponse({ success: true, data: { ...next, user: { ...next.user, debeCambiarPassword: false }, debeCambiarPassword: false } }));
    const user = userEvent.setup();
    await user.type(input('actual'), 'primera');
    await user.type(input('nueva'), 'segunda-clave');
    await user.type(input('confirmacion'), 'segunda-clave');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(await screen.findByText('inicio')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/auth/password');
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ passwordActual: 'primera', passwordNueva: 'segunda-clave' });
  });

  it('checks the fields before calling and shows the api refusal in the user language', async () => {
    await signInForcedChange();
    renderApp();
    await screen.findByRole('heading', { name: 'Cambiá tu contraseña' });
    const calls = stubFetch(() => jsonResponse({ success: false, code: 'PASSWORD_ACTUAL_INCORRECTA', message: 'La contraseña actual no es correcta' }, 400));
    const user = userEvent.setup();
    await user.type(input('actual'), 'mal');
    await user.type(input('nueva'), 'abc');
    await user.type(input('confirmacion'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña nueva debe tener al menos 10 caracteres')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(input('nueva'));
    await user.type(input('nueva'), 'segunda-clave');
    await user.clear(input('confirmacion'));
    await user.type(input('confirmacion'), 'segunda-clave');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect((await screen.findByRole('alert')).textContent).toContain('La contraseña actual no es correcta');
    expect(screen.getByRole('heading', { name: 'Cambiá tu contraseña' })).toBeTruthy();
  });

  it('refuses before calling a password of one repeated character or holding the user e-mail or name, and shows the api refusal of a common one', async () => {
    await signInForcedChange();
    renderApp();
    await screen.findByRole('heading', { name: 'Cambiá tu contraseña' });
    const calls = stubFetch(() => jsonResponse({ success: false, code: 'PASSWORD_COMUN', message: 'La contraseña es demasiado común: elegí otra más difícil de adivinar' }, 400));
    const user = userEvent.setup();
    const tryNew = async (password: string) => {
      await user.clear(input('nueva'));
      await user.type(input('nueva'), password);
      await user.clear(input('confirmacion'));
      await user.type(input('confirmacion'), password);
      await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    };
    await user.type(input('actual'), 'primera');
    await tryNew('aaaaaaaaaaaa');
    expect(await screen.findByText('La contraseña no puede ser un mismo carácter repetido')).toBeTruthy();
    await tryNew('carla@resto.test1');
    expect(await screen.findByText('La contraseña no puede contener tu e-mail ni tu nombre')).toBeTruthy();
    await tryNew('CarlaGomez-2026');
    expect(await screen.findByText('La contraseña no puede contener tu e-mail ni tu nombre')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await tryNew('qwerty123456');
    expect((await screen.findByRole('alert')).textContent).toContain('La contraseña es demasiado común: elegí otra más difícil de adivinar');
    expect(calls).toHaveLength(1);
  });
});

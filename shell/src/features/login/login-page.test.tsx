import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { setLanguage } from '@resto/shared/i18n';
import { initSession, rememberOrigin } from '@resto/shared/session';
import { RedirectIfAuthenticated } from '../../app/guards';
import { jsonResponse, loginData, Page, renderRoutes, resetPage, stubFetch } from '../test-support/support';
import { LoginPage } from './login-page';

function renderLogin(wrap?: (children: ReactNode) => ReactElement) {
  return renderRoutes(
    [
      {
        path: '/login',
        element: (
          <RedirectIfAuthenticated>
            <LoginPage />
          </RedirectIfAuthenticated>
        ),
      },
      { path: '/', element: <Page name="inicio" /> },
      { path: '/ventas', element: <Page name="ventas" /> },
      { path: '/dashboard', element: <Page name="dashboard" /> },
    ],
    '/login',
    wrap,
  );
}

const emailInput = () => document.querySelector<HTMLInputElement>('input[name="email"]')!;
const passwordInput = () => document.querySelector<HTMLInputElement>('input[name="password"]')!;
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;

beforeEach(async () => {
  resetPage();
  await initSession();
});
afterEach(async () => {
  cleanup();
  await setLanguage('es');
  vi.useRealTimers();
});

describe('LoginPage', () => {
  it('has the e-mail and password fields, no browser validation, and the help footer', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(emailInput().type).toBe('email');
    expect(passwordInput().type).toBe('password');
    expect(document.querySelector('form')!.noValidate).toBe(true);
    expect(screen.getByTestId('login-help').textContent).toContain('administrador');
  });

  it('shows the required-field messages and does not call the server', async () => {
    const calls = stubFetch(() => jsonResponse({}));
    renderLogin();
    const user = userEvent.setup();
    await user.type(emailInput(), '   ');
    await user.click(submitButton());
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed e-mail and goes to / after signing in', async () => {
    const calls = stubFetch(() => jsonResponse({ success: true, data: loginData() }));
    renderLogin();
    const user = userEvent.setup();
    await user.type(emailInput(), '  carla@resto.test  ');
    await user.type(passwordInput(), 'secreto');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls[0]!.url).toBe('/api/auth/login');
    expect(calls[0]!.body).toMatchObject({ nombreUsuario: 'carla@resto.test', password: 'secreto' });
    expect((calls[0]!.body as { deviceInfo: object }).deviceInfo).not.toHaveProperty('fingerprint');
  });

  it('goes back to the remembered origin after signing in', async () => {
    rememberOrigin('/ventas');
    stubFetch(() => jsonResponse({ success: true, data: loginData() }));
    renderLogin();
    const user = userEvent.setup();
    await user.type(emailInput(), 'carla@resto.test');
    await user.type(passwordInput(), 'secreto');
    await user.click(submitButton());
    expect(await screen.findByText('ventas')).toBeTruthy();
  });

  it('goes back to the remembered origin in StrictMode too, where effects run twice (the shell runs in it)', async () => {
    rememberOrigin('/ventas');
    stubFetch(() => jsonResponse({ success: true, data: loginData() }));
    renderLogin((children) => <StrictMode>{children}</StrictMode>);
    const user = userEvent.setup();
    await user.type(emailInput(), 'carla@resto.test');
    await user.type(passwordInput(), 'secreto');
    await user.click(submitButton());
    expect(await screen.findByText('ventas')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/ventas');
  });

  it("shows the server's message in the error banner", async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Credenciales incorrectas' }, 401));
    renderLogin();
    const user = userEvent.setup();
    await user.type(emailInput(), 'carla@resto.test');
    await user.type(passwordInput(), 'mala');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Credenciales incorrectas');
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows wrong credentials and too many attempts in English, not in the server Spanish', async () => {
    await setLanguage('en');
    let answer = jsonResponse({ success: false, code: 'CREDENCIALES_INCORRECTAS', message: 'Credenciales incorrectas' }, 401);
    stubFetch(() => answer);
    renderLogin();
    const user = userEvent.setup();
    await user.type(emailInput(), 'carla@resto.test');
    await user.type(passwordInput(), 'mala');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect credentials');
    expect(screen.getByRole('alert').textContent).not.toContain('Credenciales');

    answer = jsonResponse(
      { success: false, code: 'DEMASIADOS_INTENTOS', params: { count: 15 }, message: 'Demasiados intentos fallidos. Esperá 15 minutos e intentá nuevamente.' },
      429,
    );
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many failed attempts. Wait 15 minutes and try again.'));
  });

  it('without a server message shows the default authentication error', async () => {
    stubFetch(() => jsonResponse({ success: false }));
    renderLogin();
    const user = userEvent.setup();
    await user.type(emailInput(), 'carla@resto.test');
    await user.type(passwordInput(), 'x');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Error de autenticación. Por favor verifica tus credenciales.');
  });

  it('a network failure shows the connection message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderLogin();
    const user = userEvent.setup();
    await user.type(emailInput(), 'carla@resto.test');
    await user.type(passwordInput(), 'x');
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Error de conexión. Verifica tu internet e intenta nuevamente.');
  });

  it('the button is busy while the call is out', async () => {
    let answer!: (r: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderLogin();
    const user = userEvent.setup();
    await user.type(emailInput(), 'carla@resto.test');
    await user.type(passwordInput(), 'x');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    expect(submitButton().textContent).toContain('Ingresando...');
    await act(async () => answer(jsonResponse({ success: false, message: 'Credenciales incorrectas' }, 401)));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(submitButton().textContent).toContain('Ingresar');
  });

  it('warns when Caps Lock is on', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(passwordInput());
    await user.keyboard('a');
    expect(screen.queryByTestId('caps-lock-warning')).toBeNull();
    await user.keyboard('{CapsLock}A');
    expect(screen.getByTestId('caps-lock-warning').textContent).toBe('Bloq Mayús está activado');
    await user.keyboard('{CapsLock}b');
    expect(screen.queryByTestId('caps-lock-warning')).toBeNull();
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(passwordInput().type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(passwordInput().type).toBe('password');
  });

  it('picks up browser autofill (values set without input events) by polling every 200 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = stubFetch(() => jsonResponse({ success: true, data: loginData() }));
    renderLogin();
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    emailInput().value = 'auto@resto.test';
    passwordInput().value = 'guardada';
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(calls[0]!.body).toMatchObject({ nombreUsuario: 'auto@resto.test', password: 'guardada' });
  });

  it('stops polling after 15 tries', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = stubFetch(() => jsonResponse({}));
    renderLogin();
    await screen.findByRole('heading', { name: 'Iniciar sesión' });
    act(() => {
      vi.advanceTimersByTime(15 * 200);
    });
    emailInput().value = 'tarde@resto.test';
    passwordInput().value = 'tarde';
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.submit(document.querySelector('form')!);
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('switches language from its selector', async () => {
    renderLogin();
    fireEvent.change(await screen.findByTestId('language-select'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem('rf_lang')).toBe('en');
  });
});

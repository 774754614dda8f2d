import { act, renderHook } from '@testing-library/react';
import { api } from '../api-client/request';
import { configureApiClient } from '../api-client/state';
import { secureStorage } from './secure-storage';
import { getSessionStore, initSession, login, logout, resetSessionForTests, useSession } from './session-store';
import { fakeJwt, hangUntilAborted, jsonResponse, loginResponse, stubFetch, TEST_USER } from './test-helpers';

const state = () => getSessionStore().getState();

beforeEach(() => {
  resetSessionForTests();
  configureApiClient({ apiBase: '' });
});
afterEach(() => {
  resetSessionForTests();
  vi.useRealTimers();
});

describe('initSession', () => {
  it('goes from loading to anonymous without a stored session', async () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.status).toBe('loading');
    await act(() => initSession());
    expect(result.current.status).toBe('anonymous');
  });

  it('migrates a plain token/user left by the old client and restores the session', async () => {
    const token = fakeJwt({ role: 'cajero', exp: Math.floor(Date.now() / 1000) + 600 });
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify({ ...TEST_USER, rol: 'cajero' }));
    await initSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await secureStorage.getItem('token')).toBe(token);
    expect(state()).toMatchObject({ status: 'authenticated', token, role: 'empleado', user: { nombre: 'Ana Pérez' } });
  });

  it('discards a stored session whose token has expired', async () => {
    await secureStorage.setItem('token', fakeJwt({ exp: Math.floor(Date.now() / 1000) - 60 }));
    await secureStorage.setItem('user', JSON.stringify(TEST_USER));
    await initSession();
    expect(state().status).toBe('anonymous');
    expect(localStorage.getItem('rf_enc_token')).toBeNull();
  });
});

describe('login', () => {
  it('sends the trimmed e-mail and device info without fingerprint, and stores the session encrypted', async () => {
    await initSession();
    const data = loginResponse();
    const calls = stubFetch(() => jsonResponse({ success: true, data }));
    const result = await login('  ana@resto.test  ', 'clave');
    expect(result).toEqual({ ok: true, user: TEST_USER, role: 'admin' });
    const call = calls[0]!;
    expect(call.url).toBe('/api/auth/login');
    expect(call.method).toBe('POST');
    expect(call.headers.has('Authorization')).toBe(false);
    const body = call.body as { nombreUsuario: string; password: string; deviceInfo: Record<string, unknown> };
    expect(body.nombreUsuario).toBe('ana@resto.test');
    expect(body.password).toBe('clave');
    expect(body.deviceInfo).toMatchObject({ deviceType: expect.any(String), platform: expect.any(String), browser: expect.any(String) });
    expect(body.deviceInfo).not.toHaveProperty('fingerprint');

    expect(state()).toMatchObject({ status: 'authenticated', token: data.token, role: 'admin' });
    expect(localStorage.getItem('rf_enc_token')).not.toContain(data.token.slice(0, 10));
    expect(await secureStorage.getItem('token')).toBe(data.token);
    expect(JSON.parse((await secureStorage.getItem('user'))!)).toEqual(TEST_USER);
  });

  it('every later request carries the bearer token', async () => {
    await initSession();
    const data = loginResponse();
    const calls = stubFetch(() => jsonResponse({ success: true, data }));
    await login('ana@resto.test', 'x');
    await api.get('/mesas');
    expect(calls[1]!.headers.get('Authorization')).toBe(`Bearer ${data.token}`);
  });

  it('expiry comes from expireMinutes, else the JWT exp, else 90 minutes', async () => {
    await initSession();
    const now = Date.now();
    stubFetch(() => jsonResponse({ success: true, data: loginResponse({ expireMinutes: 30 }) }));
    await login('a@b.c', 'x');
    expect(state().expiresAt! - now).toBeGreaterThanOrEqual(30 * 60_000);
    expect(state().expiresAt! - now).toBeLessThan(31 * 60_000);

    const exp = Math.floor(now / 1000) + 1234;
    const withoutMinutes = { ...loginResponse({ token: fakeJwt({ exp }) }), expireMinutes: undefined };
    stubFetch(() => jsonResponse({ success: true, data: withoutMinutes }));
    await login('a@b.c', 'x');
    expect(state().expiresAt).toBe(exp * 1000);

    stubFetch(() => jsonResponse({ success: true, data: { ...loginResponse({ token: 'opaco' }), expireMinutes: undefined } }));
    await login('a@b.c', 'x');
    expect(state().expiresAt! - Date.now()).toBeGreaterThan(89 * 60_000);
    expect(state().expiresAt! - Date.now()).toBeLessThanOrEqual(90 * 60_000);
  });

  it('a login answer that arrives after a logout does not sign the user in', async () => {
    await initSession();
    let answer!: (r: Response) => void;
    stubFetch((call) => (call.url.endsWith('/auth/login') ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse({ success: true })));
    const pending = login('a@b.c', 'x');
    await logout('other-tab');
    answer(jsonResponse({ success: true, data: loginResponse() }));
    expect((await pending).ok).toBe(false);
    expect(state().status).toBe('anonymous');
    expect(localStorage.getItem('rf_enc_token')).toBeNull();
  });

  it('a logout cancels a login still in flight', async () => {
    await initSession();
    stubFetch((call, signal) => (call.url.endsWith('/auth/login') ? hangUntilAborted(call, signal) : jsonResponse({ success: true })));
    const pending = login('a@b.c', 'x');
    await logout('other-tab');
    expect(await pending).toEqual({ ok: false, message: null, connectionError: false });
    expect(state().status).toBe('anonymous');
  });

  it('returns the server message on wrong credentials and stays anonymous', async () => {
    await initSession();
    stubFetch(() => jsonResponse({ success: false, message: 'Credenciales incorrectas' }, 401));
    expect(await login('a@b.c', 'mal')).toEqual({ ok: false, message: 'Credenciales incorrectas', connectionError: false, status: 401 });
    expect(state().status).toBe('anonymous');
  });

  it('flags network failures as connection errors', async () => {
    await initSession();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await login('a@b.c', 'x')).toMatchObject({ ok: false, connectionError: true });
  });
});

describe('logout', () => {
  it('tells the server, clears storage, aborts requests in flight and becomes anonymous', async () => {
    await initSession();
    const data = loginResponse();
    const calls = stubFetch((call, signal) => {
      if (call.url.endsWith('/auth/login')) return jsonResponse({ success: true, data });
      if (call.url.endsWith('/lento')) return hangUntilAborted(call, signal);
      return jsonResponse({ success: true });
    });
    await login('a@b.c', 'x');
    const slow = api.get('/lento');
    await logout();
    await expect(slow).rejects.toMatchObject({ name: 'AbortError' });
    const logoutCall = calls.find((c) => c.url.endsWith('/auth/logout'));
    expect(logoutCall?.method).toBe('POST');
    expect(logoutCall?.headers.get('Authorization')).toBe(`Bearer ${data.token}`);
    expect(localStorage.getItem('rf_enc_token')).toBeNull();
    expect(localStorage.getItem('rf_enc_user')).toBeNull();
    expect(state()).toMatchObject({ status: 'anonymous', token: null, user: null, logoutReason: 'user' });
  });

  it('a token removed in another tab logs this tab out', async () => {
    await initSession();
    stubFetch(() => jsonResponse({ success: true, data: loginResponse() }));
    await login('a@b.c', 'x');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'rf_enc_token', oldValue: 'x', newValue: null }));
    });
    await vi.waitFor(() => expect(state().status).toBe('anonymous'));
    expect(state().logoutReason).toBe('other-tab');
  });

  it('ignores storage events for other keys', async () => {
    await initSession();
    stubFetch(() => jsonResponse({ success: true, data: loginResponse() }));
    await login('a@b.c', 'x');
    window.dispatchEvent(new StorageEvent('storage', { key: 'rf_lang', newValue: null }));
    await new Promise((r) => setTimeout(r, 20));
    expect(state().status).toBe('authenticated');
  });
});

describe('token refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  it('refreshes 60 s before expiry and keeps refreshing with each new token', async () => {
    await initSession();
    let n = 0;
    const calls = stubFetch((call) => {
      if (call.url.endsWith('/auth/login')) return jsonResponse({ success: true, data: loginResponse({ token: 'tok-0', expireMinutes: 2 }) });
      n += 1;
      return jsonResponse({ success: true, data: loginResponse({ token: `tok-${n}`, expireMinutes: 2 }) });
    });
    await login('a@b.c', 'x');
    const refreshes = () => calls.filter((c) => c.url.endsWith('/auth/refresh'));

    await vi.advanceTimersByTimeAsync(59_000);
    expect(refreshes()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(state().token).toBe('tok-1'));
    expect(refreshes()[0]!.headers.get('Authorization')).toBe('Bearer tok-0');

    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(state().token).toBe('tok-2'));
    expect(refreshes()[1]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(state().status).toBe('authenticated');
  });

  it('logs out when the refresh fails', async () => {
    await initSession();
    stubFetch((call) =>
      call.url.endsWith('/auth/login')
        ? jsonResponse({ success: true, data: loginResponse({ expireMinutes: 2 }) })
        : jsonResponse({ success: false, message: 'Sesión inválida' }, 401),
    );
    await login('a@b.c', 'x');
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(state().status).toBe('anonymous'));
    expect(state().logoutReason).toBe('expired');
    expect(localStorage.getItem('rf_enc_token')).toBeNull();
  });

  it('a refresh that does not answer within its time-out counts as failed', async () => {
    await initSession();
    stubFetch((call, signal) => (call.url.endsWith('/auth/login') ? jsonResponse({ success: true, data: loginResponse({ expireMinutes: 2 }) }) : hangUntilAborted(call, signal)));
    await login('a@b.c', 'x');
    await vi.advanceTimersByTimeAsync(60_000 + 9_900);
    expect(state().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(state().status).toBe('anonymous'));
  });

  it('logs out 3 s after expiry even while a refresh is still pending', async () => {
    // A token restored 1 s before its expiry: the refresh starts at once and hangs; the grace
    // timer (expiry + 3 s) must end the session before the refresh's own 10 s time-out.
    await secureStorage.setItem('token', fakeJwt({ exp: Math.floor(Date.now() / 1000) + 1 }));
    await secureStorage.setItem('user', JSON.stringify(TEST_USER));
    const calls = stubFetch(hangUntilAborted);
    await initSession();
    expect(state().status).toBe('authenticated');
    const expiresAt = state().expiresAt!;
    await vi.advanceTimersByTimeAsync(expiresAt - Date.now() + 2_900);
    expect(calls.some((c) => c.url.endsWith('/auth/refresh'))).toBe(true);
    expect(state().status).toBe('authenticated');
    await vi.advanceTimersByTimeAsync(100);
    expect(state()).toMatchObject({ status: 'anonymous', logoutReason: 'expired' });
  });

  it('a 401 on a request refreshes the token and retries it', async () => {
    await initSession();
    const calls = stubFetch((call) => {
      if (call.url.endsWith('/auth/login')) return jsonResponse({ success: true, data: loginResponse({ token: 'viejo' }) });
      if (call.url.endsWith('/auth/refresh')) return jsonResponse({ success: true, data: loginResponse({ token: 'nuevo' }) });
      return call.headers.get('Authorization') === 'Bearer nuevo' ? jsonResponse([1, 2]) : jsonResponse({}, 401);
    });
    await login('a@b.c', 'x');
    const res = await api.get('/mesas');
    expect(res).toEqual({ success: true, data: [1, 2] });
    expect(state().token).toBe('nuevo');
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login', '/api/mesas', '/api/auth/refresh', '/api/mesas']);
  });

  it('a 401 whose refresh fails logs out and raises SESSION_EXPIRED', async () => {
    await initSession();
    stubFetch((call) => (call.url.endsWith('/auth/login') ? jsonResponse({ success: true, data: loginResponse() }) : jsonResponse({}, 401)));
    await login('a@b.c', 'x');
    await expect(api.get('/mesas')).rejects.toThrow('SESSION_EXPIRED');
    expect(state()).toMatchObject({ status: 'anonymous', logoutReason: 'expired' });
  });
});

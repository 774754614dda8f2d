import { act, renderHook } from '@testing-library/react';
import { configureApiClient } from '../api-client/state';
import { can, usePermission } from './permissions';
import { secureStorage } from './secure-storage';
import { initSession, login, logout, refreshSession, resetSessionForTests } from './session-store';
import { fakeJwt, jsonResponse, loginResponse, stubFetch, TEST_USER } from './test-helpers';

const token = (role: string) => fakeJwt({ sub: '7', role, exp: Math.floor(Date.now() / 1000) + 3600 });

beforeEach(() => {
  resetSessionForTests();
  configureApiClient({ apiBase: '' });
});
afterEach(() => resetSessionForTests());

describe('permissions of the session', () => {
  it('signed out, nobody may do anything', async () => {
    await initSession();
    expect(can('config.editar')).toBe(false);
    expect(can('mesas.atender')).toBe(false);
  });

  it("keeps the login answer's permisos, also across a reload of the page", async () => {
    await initSession();
    stubFetch(() =>
      jsonResponse({
        success: true,
        data: loginResponse({ token: token('mozo'), rol: 'mozo', user: { ...TEST_USER, rol: 'mozo', permisos: ['mesas.atender'] }, permisos: ['mesas.atender'] }),
      }),
    );
    expect((await login('ana@resto.test', 'clave')).ok).toBe(true);
    expect(can('mesas.atender')).toBe(true);
    expect(can('config.editar')).toBe(false);

    // A new page load restores the stored user with its permissions.
    resetSessionForTests();
    await initSession();
    expect(can('mesas.atender')).toBe(true);
    expect(can('ventas.vender')).toBe(false);
  });

  it('reads the list beside the user when the user lacks it', async () => {
    await initSession();
    const { permisos: _ignored, ...user } = { ...TEST_USER, permisos: [] as string[] };
    stubFetch(() =>
      jsonResponse({
        success: true,
        data: { ...loginResponse({ token: token('empleado'), rol: 'empleado' }), user: { ...user, rol: 'empleado' }, permisos: ['productos.editar'] },
      }),
    );
    await login('ana@resto.test', 'clave');
    expect(can('productos.editar')).toBe(true);
    expect(can('usuarios.administrar')).toBe(false);
  });

  it('a refresh brings the new permissions (an admin changed the role) and the hook re-renders', async () => {
    await initSession();
    stubFetch(() =>
      jsonResponse({ success: true, data: loginResponse({ token: token('cajero'), rol: 'cajero', user: { ...TEST_USER, rol: 'cajero', permisos: ['ventas.vender'] } }) }),
    );
    await login('ana@resto.test', 'clave');
    const { result } = renderHook(() => usePermission('reportes.ver'));
    expect(result.current).toBe(false);
    stubFetch(() =>
      jsonResponse({ success: true, data: { token: token('cajero'), rol: 'cajero', user: { ...TEST_USER, rol: 'cajero', permisos: ['ventas.vender', 'reportes.ver'] } } }),
    );
    await act(async () => {
      expect(await refreshSession()).toBe(true);
    });
    expect(result.current).toBe(true);
    await act(() => logout());
    expect(result.current).toBe(false);
  });

  it("a session stored before permissions existed gets its role's seeded set", async () => {
    const { permisos: _ignored, ...oldUser } = { ...TEST_USER, rol: 'mozo' as const, permisos: [] as string[] };
    await secureStorage.setItem('token', token('mozo'));
    await secureStorage.setItem('user', JSON.stringify(oldUser));
    await initSession();
    expect(can('mesas.atender')).toBe(true);
    expect(can('ventas.vender')).toBe(false);
    expect(can('config.editar')).toBe(false);
  });
});

import type { LoginResponse, TokenClaims } from '@resto/shared/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../src/seed/seed';
import { bearer, call, createTestApp, DEVICE_INFO, login, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const loginRequest = <T = LoginResponse>(payload: unknown, remoteAddress = '127.0.0.1') =>
  call<T>(t.app, { method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });

describe('POST /api/auth/login', () => {
  it('signs in the admin and returns token, user, rol and expireMinutes', async () => {
    const { status, json } = await loginRequest({ nombreUsuario: 'admin@demo.local', password: 'admin123', deviceInfo: DEVICE_INFO });
    expect(status).toBe(200);
    const body = json();
    expect(body.success).toBe(true);
    expect(body.data?.rol).toBe('admin');
    expect(body.data?.expireMinutes).toBe(90);
    expect(body.data?.user).toMatchObject({
      nombre: 'Laura Gómez',
      email: 'admin@demo.local',
      rol: 'admin',
      roles: ['admin'],
      local: { nombre: 'La Esquina Demo' },
      modulos: { restaurant: true, posFlow: true },
    });

    const claims = decodeJwt(body.data!.token) as unknown as TokenClaims & { sid: string };
    expect(claims).toMatchObject({
      sub: String(body.data!.user.id),
      role: 'admin',
      rol: 'admin',
      local: body.data!.user.local.id,
      email: 'admin@demo.local',
      device_type: 'mobile',
      is_mobile: true,
      platform: 'Android',
      browser: 'Chrome',
      user_agent: DEVICE_INFO.userAgent,
    });
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp - claims.iat).toBe(90 * 60);
  });

  it('gives every demo role its own rol', async () => {
    for (const user of DEMO_USERS) {
      const result = await login(t.app, user.email, user.password);
      expect(result.rol).toBe(user.rol);
      expect(decodeJwt(result.token).role).toBe(user.rol);
    }
  });

  it('accepts the e-mail in any case and with spaces, and defaults the device claims', async () => {
    const { status, json } = await call<LoginResponse>(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'curl/8.0' },
      payload: { nombreUsuario: '  Mozo@Demo.LOCAL ', password: 'mozo123' },
    });
    expect(status).toBe(200);
    const claims = decodeJwt(json().data!.token);
    expect(claims).toMatchObject({ role: 'mozo', device_type: 'unknown', is_mobile: false, platform: 'Unknown', browser: 'Unknown', user_agent: 'curl/8.0' });
  });

  it('accepts a PascalCase body (nested keys too)', async () => {
    const { status, json } = await loginRequest({
      NombreUsuario: 'cajero@demo.local',
      Password: 'cajero123',
      DeviceInfo: { DeviceType: 'tablet', IsMobile: false, Platform: 'iOS', Browser: 'Safari' },
    });
    expect(status).toBe(200);
    expect(decodeJwt(json().data!.token)).toMatchObject({ role: 'cajero', device_type: 'tablet', platform: 'iOS', browser: 'Safari' });
  });

  it('answers 401 Credenciales incorrectas for a wrong password and for an unknown user alike', async () => {
    const wrong = await loginRequest({ nombreUsuario: 'admin@demo.local', password: 'nope' }, '10.0.0.1');
    const unknown = await loginRequest({ nombreUsuario: 'nadie@demo.local', password: 'admin123' }, '10.0.0.1');
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.json()).toEqual({ success: false, requestId: expect.any(String), code: 'CREDENCIALES_INCORRECTAS', message: 'Credenciales incorrectas' });
    }
  });

  it('rejects an inactive user with the same 401', async () => {
    await t.app.db.updateTable('usuarios').set({ activo: false }).where('email', '=', 'empleado@demo.local').execute();
    try {
      const r = await loginRequest({ nombreUsuario: 'empleado@demo.local', password: 'empleado123' }, '10.0.0.2');
      expect(r.status).toBe(401);
      expect(r.json().message).toBe('Credenciales incorrectas');
    } finally {
      await t.app.db.updateTable('usuarios').set({ activo: true }).where('email', '=', 'empleado@demo.local').execute();
    }
  });

  it('answers 400 in Spanish naming the missing and the too-short fields', async () => {
    const missing = await loginRequest({ password: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      requestId: expect.any(String),
      code: 'VALIDACION',
      params: { campo: 'nombreUsuario' },
      message: "El campo 'nombreUsuario' es obligatorio",
      data: { errores: [{ campo: 'nombreUsuario', mensaje: "El campo 'nombreUsuario' es obligatorio" }] },
    });

    const both = await loginRequest<{ errores: { campo: string; mensaje: string }[] }>({ nombreUsuario: 'admin@demo.local', password: '', deviceInfo: { platform: 'Amiga' } });
    expect(both.status).toBe(400);
    const body = both.json();
    expect(body.message).toBe("El campo 'password' debe tener al menos 1 caracteres; El campo 'deviceInfo.platform' debe ser uno de: Android, iOS, Windows, macOS, Linux, Unknown");
    expect(body.data?.errores.map((e) => e.campo)).toEqual(['password', 'deviceInfo.platform']);
  });

  it('answers 400 when the body is not JSON', async () => {
    const r = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"nombreUsuario": ',
    });
    expect(r.status).toBe(400);
    expect(r.json()).toEqual({ success: false, requestId: expect.any(String), code: 'JSON_INVALIDO', message: 'El cuerpo de la solicitud no es JSON válido' });
  });
});

describe('failed-login throttling', () => {
  // Its own app: the counters would block the other tests' users. An address gets as few free
  // attempts as an account here (default 20: staff share one address). The first wait is 30 s, so
  // no wait ends while a slow machine verifies the passwords (1 s could pass between attempts).
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_ADDRESS: '5', LOGIN_BACKOFF_BASE_SECONDS: '30' } });
  });
  afterAll(async () => {
    await own.close();
  });
  const loginRequest = (payload: object, remoteAddress: string) => call(own.app, { method: 'POST', url: '/api/auth/login', payload, remoteAddress });
  const fail = (ip: string, email = 'mozo@demo.local') => loginRequest({ nombreUsuario: email, password: 'mal' }, ip);

  it('makes an IP wait after 5 failures (429, Retry-After), even with the right password: a back-off of seconds, not a lock-out', async () => {
    for (let i = 0; i < 5; i++) expect((await fail('10.1.0.1')).status).toBe(401);
    const blocked = await loginRequest({ nombreUsuario: 'mozo@demo.local', password: 'mozo123' }, '10.1.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      requestId: expect.any(String),
      code: 'INTENTOS_EN_ESPERA',
      params: { count: 30 },
      message: 'Demasiados intentos fallidos. Esperá 30 segundos e intentá nuevamente.',
    });
    expect(blocked.response.headers['retry-after']).toBe('30');
  });

  it('blocks an e-mail after 5 failures from different IPs', async () => {
    for (let i = 0; i < 5; i++) expect((await fail(`10.2.0.${i + 1}`, 'cajero@demo.local')).status).toBe(401);
    const blocked = await loginRequest({ nombreUsuario: 'cajero@demo.local', password: 'cajero123' }, '10.2.0.99');
    expect(blocked.status).toBe(429);
    // Another user from another IP is not affected.
    expect((await loginRequest({ nombreUsuario: 'admin@demo.local', password: 'admin123' }, '10.2.0.100')).status).toBe(200);
  });

  it("clears the account's counter on success, but one's own sign-in does not reset the address's guesses on others", async () => {
    for (let i = 0; i < 4; i++) expect((await fail(`10.3.1.${i + 1}`, 'empleado@demo.local')).status).toBe(401);
    expect((await loginRequest({ nombreUsuario: 'empleado@demo.local', password: 'empleado123' }, '10.3.1.9')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail(`10.3.2.${i + 1}`, 'empleado@demo.local')).status).toBe(401);
    expect((await loginRequest({ nombreUsuario: 'empleado@demo.local', password: 'empleado123' }, '10.3.2.9')).status).toBe(200);

    // From one address: 4 guesses on the admin, the guesser's own valid sign-in, then guesses again.
    for (let i = 0; i < 4; i++) expect((await fail('10.3.0.1', 'admin@demo.local')).status).toBe(401);
    expect((await loginRequest({ nombreUsuario: 'empleado@demo.local', password: 'empleado123' }, '10.3.0.1')).status).toBe(200);
    expect((await fail('10.3.0.1', 'admin@demo.local')).status).toBe(401);
    expect((await fail('10.3.0.1', 'admin@demo.local')).status).toBe(429);
  });
});

describe('sessions', () => {
  it('refresh gives a new working token for the same session; logout revokes it', async () => {
    const first = await login(t.app, 'admin@demo.local', 'admin123');
    const refreshed = await call<LoginResponse>(t.app, { method: 'POST', url: '/api/auth/refresh', headers: bearer(first.token) });
    expect(refreshed.status).toBe(200);
    const data = refreshed.json().data!;
    expect(data.token).not.toBe(first.token);
    expect(data).toMatchObject({ rol: 'admin', expireMinutes: 90, user: { email: 'admin@demo.local' } });
    expect(decodeJwt(data.token).sid).toBe(decodeJwt(first.token).sid);

    const withNew = await call(t.app, { method: 'GET', url: '/api/configuracion/general', headers: bearer(data.token) });
    expect(withNew.status).toBe(200);

    const out = await call(t.app, { method: 'POST', url: '/api/auth/logout', headers: bearer(data.token) });
    expect(out.status).toBe(200);
    expect(out.json().success).toBe(true);

    for (const token of [first.token, data.token]) {
      const again = await call(t.app, { method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
      expect(again.status).toBe(401);
      expect(again.json()).toEqual({ success: false, requestId: expect.any(String), code: 'SESION_EXPIRADA', message: 'Sesión expirada' });
      const used = await call(t.app, { method: 'GET', url: '/api/configuracion/general', headers: bearer(token) });
      expect(used.status).toBe(401);
    }
  });

  it('refresh accepts an empty JSON body, as the browser client sends it', async () => {
    const { token } = await login(t.app, 'mozo@demo.local', 'mozo123');
    const r = await call(t.app, {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(r.status).toBe(200);
  });

  it('rejects refresh without a token, with a tampered token and with a token of another secret', async () => {
    const { token } = await login(t.app, 'mozo@demo.local', 'mozo123');
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -2)}xx`;
    for (const headers of [{}, bearer(tampered), bearer('abc.def.ghi')]) {
      const r = await call(t.app, { method: 'POST', url: '/api/auth/refresh', headers });
      expect(r.status).toBe(401);
      expect(r.json().message).toBe('Sesión expirada');
    }
  });

  it('protects routes: no token -> 401, mozo on an admin route -> 403', async () => {
    const anonymous = await call(t.app, { method: 'GET', url: '/api/configuracion/general' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, requestId: expect.any(String), code: 'SESION_EXPIRADA', message: 'Sesión expirada' });

    const { token } = await login(t.app, 'mozo@demo.local', 'mozo123');
    const forbidden = await call(t.app, { method: 'PUT', url: '/api/configuracion/general', headers: bearer(token), payload: { hour12: true } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json()).toEqual({ success: false, requestId: expect.any(String), code: 'SIN_PERMISO', message: 'No tenés permisos para realizar esta acción' });
  });

  it('verifyAccessToken (for the hubs) returns the auth of a live token and null otherwise', async () => {
    const { token, user } = await login(t.app, 'mozo@demo.local', 'mozo123');
    const auth = await t.app.verifyAccessToken(token);
    expect(auth).toMatchObject({ userId: user.id, localId: user.local.id, role: 'mozo' });
    await call(t.app, { method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(await t.app.verifyAccessToken(token)).toBeNull();
    expect(await t.app.verifyAccessToken('garbage')).toBeNull();
  });

  it('records the last access on login', async () => {
    const before = new Date().toISOString();
    await login(t.app, 'cajero@demo.local', 'cajero123', { remoteAddress: '10.9.9.9' });
    const row = await t.app.db.selectFrom('usuarios').select('ultimo_acceso').where('email', '=', 'cajero@demo.local').executeTakeFirstOrThrow();
    expect(row.ultimo_acceso! >= before).toBe(true);
  });
});

// Sign-in and sessions: demo users only when asked, a forced password change, the
// limiter counting before it verifies, sessions with their own expiry whose revocation closes
// their hub sockets at once, and the signing secret encrypted at rest with rotation.
import fs from 'node:fs';
import path from 'node:path';
import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import type * as Argon2 from '@node-rs/argon2';
import type { LoginResponse, MeResponse } from '@resto/shared/contracts';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { KEY_FILE, KEYRING_SETTING, decrypt, encryptionKey, rotateStoredKeyring } from '../src/modules/auth/secrets';
import { buildClient, waitFor } from './helpers/hub-server';
import { bearer, call, createTestApp, createTestDatabase, DEVICE_INFO, login, ON_POSTGRES, type TestApp } from './helpers/test-app';

// Every argon2 verification the api makes, counted (the real function still runs).
const argon = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof Argon2>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      argon.verifications += 1;
      return original.verify(...args);
    },
  };
});

const JWT_SECRET = 'secreto-de-sesiones-0123456789-0123456789';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('sin dirección');
  return `http://127.0.0.1:${address.port}`;
}

/** A hub client that records whether (and with what error) the server closed it. */
async function connect(baseUrl: string, hub: 'mesas' | 'ventas', token: string) {
  const connection: HubConnection = buildClient(baseUrl, hub, { token });
  const state = { closed: false, error: undefined as Error | undefined, received: [] as unknown[] };
  connection.onclose((error) => {
    state.closed = true;
    state.error = error;
  });
  connection.on('MesaOpened', (payload: unknown) => state.received.push(payload));
  await connection.start();
  if (hub === 'mesas') await connection.invoke('JoinGlobalMesasGroup');
  return { connection, state };
}

describe('demo users only when asked; the first admin must change the password', () => {
  it('SEED_DEMO is off by default in production and on elsewhere', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  let t: TestApp;
  beforeAll(async () => {
    // A production start on an empty database, as a real install runs it.
    t = await createTestApp({
      seed: false,
      env: { NODE_ENV: 'production', SEED_DEMO: '', SEED_FIRST_ADMIN: 'true', ADMIN_EMAIL: 'Duenio@Mi-Local.com', ADMIN_PASSWORD: 'primera-clave' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a production start has no demo users, only the first admin, who must change the password first', async () => {
    expect(t.app.seeded).toBe(false);
    const demo = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { nombreUsuario: 'admin@demo.local', password: 'admin123' } });
    expect(demo.status).toBe(401);

    const first = await login(t.app, 'duenio@mi-local.com', 'primera-clave');
    expect(first.debeCambiarPassword).toBe(true);
    expect(first.rol).toBe('admin');

    // Everything else is refused with a clear code until the password is changed...
    const other = await call(t.app, { method: 'GET', url: '/api/configuracion/general', headers: bearer(first.token) });
    expect(other.status).toBe(403);
    expect(other.json()).toEqual({
      success: false,
      requestId: expect.any(String),
      code: 'CAMBIO_PASSWORD_REQUERIDO',
      message: 'Tenés que cambiar tu contraseña antes de continuar',
    });
    // ...except who am I (which says so) and the change itself.
    const me = await call<MeResponse>(t.app, { method: 'GET', url: '/api/auth/me', headers: bearer(first.token) });
    expect(me.status).toBe(200);
    expect(me.json().data?.debeCambiarPassword).toBe(true);

    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(first.token),
      payload: { passwordActual: 'otra', passwordNueva: 'clave-nueva-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_ACTUAL_INCORRECTA', message: 'La contraseña actual no es correcta' });
    const same = await call(t.app, {
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(first.token),
      payload: { passwordActual: 'primera-clave', passwordNueva: 'primera-clave' },
    });
    expect(same.json()).toMatchObject({ code: 'PASSWORD_NUEVA_IGUAL' });

    const changed = await call<LoginResponse>(t.app, {
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(first.token),
      payload: { passwordActual: 'primera-clave', passwordNueva: 'clave-nueva-1' },
    });
    expect(changed.status).toBe(200);
    const next = changed.json().data!;
    expect(next.debeCambiarPassword).toBe(false);
    // The change ended the old session; the answer carries a new one that works everywhere.
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me', headers: bearer(first.token) })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/configuracion/general', headers: bearer(next.token) })).status).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { nombreUsuario: 'duenio@mi-local.com', password: 'primera-clave' } })).status).toBe(401);
    const again = await login(t.app, 'duenio@mi-local.com', 'clave-nueva-1');
    expect(again.debeCambiarPassword).toBe(false);
  });

  it('demo users of `npm start` and e2e are not forced to change (published demo passwords)', async () => {
    const demo = await createTestApp();
    try {
      const session = await login(demo.app, 'mozo@demo.local', 'mozo123');
      expect(session.debeCambiarPassword).toBe(false);
    } finally {
      await demo.close();
    }
  });
});

describe('the sign-in limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The first wait is a minute: 200 attempts counted one after the other (on PostgreSQL, in the
    // database) may take more than the default 1 s, which would rightly let one more through.
    t = await createTestApp({ env: { LOGIN_BACKOFF_BASE_SECONDS: '60' } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    argon.verifications = 0;
  });

  it('200 concurrent guesses on one account: only the free attempts are evaluated by argon2', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(t.app, {
          method: 'POST',
          url: '/api/auth/login',
          payload: { nombreUsuario: 'admin@demo.local', password: `guess-${i}` },
          remoteAddress: `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        }),
      ),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(195);
    expect(argon.verifications).toBe(5);
    const refused = guesses.find((g) => g.status === 429)!.json();
    expect(refused.code).toBe('INTENTOS_EN_ESPERA');
    // The seconds left of the minute's wait.
    expect(Number(refused.params?.count)).toBeGreaterThan(50);
    expect(Number(refused.params?.count)).toBeLessThanOrEqual(60);
  });

  it('an unknown e-mail costs one argon2 verification too (same work, same answer)', async () => {
    const unknown = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { nombreUsuario: 'nadie@demo.local', password: 'x' }, remoteAddress: '10.8.0.1' });
    expect(unknown.status).toBe(401);
    expect(argon.verifications).toBe(1);
    const known = await call(t.app, { method: 'POST', url: '/api/auth/login', payload: { nombreUsuario: 'cajero@demo.local', password: 'x' }, remoteAddress: '10.8.0.2' });
    // Same answer, but for the request id each answer carries.
    expect({ ...known.json(), requestId: null }).toEqual({ ...unknown.json(), requestId: null });
    expect(argon.verifications).toBe(2);
  });

  it('X-Forwarded-For is ignored unless TRUST_PROXY is set', async () => {
    const direct = await call<LoginResponse>(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { nombreUsuario: 'empleado@demo.local', password: 'empleado123', deviceInfo: DEVICE_INFO },
      remoteAddress: '10.7.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(direct.status).toBe(200);
    const sid = decodeJwt(direct.json().data!.token).sid as string;
    const row = await t.app.db.selectFrom('sesiones').select('device').where('id', '=', sid).executeTakeFirstOrThrow();
    const device = typeof row.device === 'string' ? JSON.parse(row.device) : row.device;
    expect(device.ip).toBe('10.7.0.1');
  });
});

describe('sessions: expiry, revocation and the hubs', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { JWT_SECRET, SESSION_CHECK_SECONDS: '1' } });
    baseUrl = await listen(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a token whose exp is far in the future is refused once the session's own expiry has passed", async () => {
    const session = await login(t.app, 'cajero@demo.local', 'cajero123');
    const claims = decodeJwt(session.token);
    // The same claims and session, signed with the real secret, valid for a year.
    const forged = await new SignJWT({ ...claims, jti: 'otro' })
      .setProtectedHeader(decodeProtectedHeader(session.token) as { alg: string })
      .setExpirationTime(Math.floor(Date.now() / 1000) + 365 * 86_400)
      .sign(new TextEncoder().encode(JWT_SECRET));
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me', headers: bearer(forged) })).status).toBe(200);

    await t.app.db
      .updateTable('sesiones')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', claims.sid as string)
      .execute();
    const refused = await call(t.app, { method: 'GET', url: '/api/auth/me', headers: bearer(forged) });
    expect(refused.status).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SESION_EXPIRADA' });
    expect((await call(t.app, { method: 'POST', url: '/api/auth/refresh', headers: bearer(forged) })).status).toBe(401);
  });

  it("logout closes that session's /ws/mesas and /ws/ventas sockets at once, and only those", async () => {
    const session = await login(t.app, 'mozo@demo.local', 'mozo123');
    const otherSession = await login(t.app, 'mozo@demo.local', 'mozo123');
    const mesas = await connect(baseUrl, 'mesas', session.token);
    const ventas = await connect(baseUrl, 'ventas', session.token);
    const other = await connect(baseUrl, 'mesas', otherSession.token);
    try {
      const logout = await call(t.app, { method: 'POST', url: '/api/auth/logout', headers: bearer(session.token) });
      expect(logout.status).toBe(200);
      // Closed by the logout itself, not by the periodic check: the revocation is heard in-process.
      await waitFor(() => mesas.state.closed && ventas.state.closed, 900, 'cierre de los sockets de la sesión');
      expect(mesas.state.error?.message).toContain('Sesión expirada');

      await t.app.hubs.mesas.mesaOpened(session.user.local.id, {
        mesaNumero: 3,
        mesaId: 3,
        draftId: 77,
        clientMutationId: null,
        ultimaActualizacion: new Date().toISOString(),
      });
      await waitFor(() => other.state.received.length === 1, 3000, 'evento en la otra sesión');
      expect(other.connection.state).toBe(HubConnectionState.Connected);
      expect(mesas.state.received).toEqual([]);
    } finally {
      await Promise.all([mesas.connection.stop(), ventas.connection.stop(), other.connection.stop()]);
    }
  });

  it('deactivating a user and resetting their password close their sockets at once', async () => {
    const admin = await login(t.app, 'admin@demo.local', 'admin123');
    const empleado = await login(t.app, 'empleado@demo.local', 'empleado123');
    const socket = await connect(baseUrl, 'ventas', empleado.token);
    try {
      const reset = await call(t.app, {
        method: 'POST',
        url: `/api/usuarios/${empleado.user.id}/password`,
        headers: bearer(admin.token),
        payload: { password: 'reseteada-1', clientMutationId: 'sesiones-reset-1' },
      });
      expect(reset.status).toBe(200);
      await waitFor(() => socket.state.closed, 900, 'cierre por contraseña restablecida');
    } finally {
      await socket.connection.stop();
    }

    // The admin knows the reset password: the user must choose their own before anything else.
    const reset = await login(t.app, 'empleado@demo.local', 'reseteada-1');
    expect(reset.debeCambiarPassword).toBe(true);
    expect((await call(t.app, { method: 'GET', url: '/api/ventas/historial', headers: bearer(reset.token) })).json()).toMatchObject({
      code: 'CAMBIO_PASSWORD_REQUERIDO',
    });
    const changed = await call<LoginResponse>(t.app, {
      method: 'POST',
      url: '/api/auth/password',
      headers: bearer(reset.token),
      payload: { passwordActual: 'reseteada-1', passwordNueva: 'propia-clave-1' },
    });
    const again = changed.json().data!;
    expect(again.debeCambiarPassword).toBe(false);
    const second = await connect(baseUrl, 'mesas', again.token);
    try {
      const deleted = await call(t.app, {
        method: 'DELETE',
        url: `/api/usuarios/${again.user.id}`,
        headers: bearer(admin.token),
        payload: { clientMutationId: 'sesiones-baja-1' },
      });
      expect(deleted.status).toBe(200);
      await waitFor(() => second.state.closed, 900, 'cierre por baja del usuario');
      const row = await t.app.db
        .selectFrom('sesiones')
        .select(['revoked_at', 'reason'])
        .where('id', '=', decodeJwt(again.token).sid as string)
        .executeTakeFirstOrThrow();
      expect(row.revoked_at).not.toBeNull();
      expect(row.reason).toBe('desactivado');
    } finally {
      await second.connection.stop();
    }
  });

  it('a session revoked elsewhere (another instance) is closed by the periodic re-check', async () => {
    const session = await login(t.app, 'cajero@demo.local', 'cajero123');
    const socket = await connect(baseUrl, 'ventas', session.token);
    try {
      // Straight in the database: no in-process notice, as when another api instance revokes it.
      await t.app.db
        .updateTable('sesiones')
        .set({ revoked_at: new Date().toISOString(), reason: 'otra-instancia' })
        .where('id', '=', decodeJwt(session.token).sid as string)
        .execute();
      expect(socket.state.closed).toBe(false);
      await waitFor(() => socket.state.closed, 10_000, 'cierre por la verificación periódica (SESSION_CHECK_SECONDS=1)');
    } finally {
      await socket.connection.stop();
    }
  });

  it('a session that must change its password gets no hub connection', async () => {
    await t.app.db.updateTable('usuarios').set({ debe_cambiar_password: true }).where('email', '=', 'mozo@demo.local').execute();
    try {
      const session = await login(t.app, 'mozo@demo.local', 'mozo123');
      expect(session.debeCambiarPassword).toBe(true);
      await expect(connect(baseUrl, 'mesas', session.token)).rejects.toThrow();
    } finally {
      await t.app.db.updateTable('usuarios').set({ debe_cambiar_password: false }).where('email', '=', 'mozo@demo.local').execute();
    }
  });
});

describe('the signing secret', () => {
  it('is stored encrypted (never in plain text) with a 0600 key file, and survives a restart', async () => {
    const database = await createTestDatabase();
    try {
      const first = await createTestApp({ database });
      const token = (await login(first.app, 'mozo@demo.local', 'mozo123')).token;
      const rows = await first.app.db.selectFrom('app_settings').select(['key', 'value']).execute();
      await first.close();

      const keyFile = path.join(database.dir, KEY_FILE);
      expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
      const stored = rows.find((r) => r.key === KEYRING_SETTING);
      expect(stored?.value).toMatch(/^v1:/);
      const ring = JSON.parse(decrypt(encryptionKey(null, database.dir), stored!.value)) as { keys: { kid: string; secret: string }[] };
      const secret = ring.keys[0]!.secret;
      expect(secret.length).toBeGreaterThanOrEqual(32);
      // The secret appears nowhere in the database in clear, and no plain-text setting is left.
      for (const row of rows) expect(row.value).not.toContain(secret);
      expect(rows.some((r) => r.key === 'jwt_secret')).toBe(false);
      expect(decodeProtectedHeader(token).kid).toBe(ring.keys[0]!.kid);

      const second = await createTestApp({ database, seed: false });
      try {
        expect((await call(second.app, { method: 'GET', url: '/api/auth/me', headers: bearer(token) })).status).toBe(200);
      } finally {
        await second.close();
      }

      // Another key cannot read it: the start fails with a clear message instead of signing everyone out silently.
      await expect(createTestApp({ database, seed: false, env: { SECRET_KEY: 'otra-clave' } })).rejects.toThrow('SECRET_KEY');
    } finally {
      await database.drop();
    }
  });

  it('rotation: the new secret signs, the previous one still verifies its tokens', async () => {
    const database = await createTestDatabase();
    try {
      const first = await createTestApp({ database, env: { SECRET_KEY: 'clave-de-cifrado' } });
      const oldToken = (await login(first.app, 'mozo@demo.local', 'mozo123')).token;
      await rotateStoredKeyring(first.app.db, { key: encryptionKey('clave-de-cifrado', database.dir), tokenMinutes: first.config.tokenMinutes });
      await first.close();

      const second = await createTestApp({ database, seed: false, env: { SECRET_KEY: 'clave-de-cifrado' } });
      try {
        const newToken = (await login(second.app, 'mozo@demo.local', 'mozo123')).token;
        expect(decodeProtectedHeader(newToken).kid).not.toBe(decodeProtectedHeader(oldToken).kid);
        expect((await call(second.app, { method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) })).status).toBe(200);
        expect((await call(second.app, { method: 'GET', url: '/api/auth/me', headers: bearer(newToken) })).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('from the environment: JWT_SECRET signs and JWT_SECRET_PREVIOUS still verifies', async () => {
    const database = await createTestDatabase();
    try {
      const a = await createTestApp({ database, env: { JWT_SECRET: 'secreto-A-0123456789-0123456789' } });
      const oldToken = (await login(a.app, 'mozo@demo.local', 'mozo123')).token;
      await a.close();
      const b = await createTestApp({
        database,
        seed: false,
        env: { JWT_SECRET: 'secreto-B-0123456789-0123456789', JWT_SECRET_PREVIOUS: 'secreto-A-0123456789-0123456789' },
      });
      try {
        expect((await call(b.app, { method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) })).status).toBe(200);
        const newToken = (await login(b.app, 'mozo@demo.local', 'mozo123')).token;
        expect(decodeProtectedHeader(newToken).kid).not.toBe(decodeProtectedHeader(oldToken).kid);
      } finally {
        await b.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe('the absolute age of a session (SESSION_MAX_HOURS)', () => {
  it('refresh extends a session only up to SESSION_MAX_HOURS after its sign-in; past it the session is over', async () => {
    const t = await createTestApp({ env: { SESSION_MAX_HOURS: '2', TOKEN_MINUTES: '90' } });
    try {
      const session = await login(t.app, 'mozo@demo.local', 'mozo123');
      const sid = String(decodeJwt(session.token).sid);
      const stored = async () => new Date((await t.app.db.selectFrom('sesiones').select('expires_at').where('id', '=', sid).executeTakeFirstOrThrow()).expires_at).getTime();
      const startAt = (ms: number) =>
        t.app.db
          .updateTable('sesiones')
          .set({ created_at: new Date(ms).toISOString() })
          .where('id', '=', sid)
          .execute();
      const refresh = (token: string) => call<LoginResponse>(t.app, { method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });

      // Early in the shift a refresh gives the full 90 minutes.
      const early = await refresh(session.token);
      expect(early.status).toBe(200);
      expect(await stored()).toBeGreaterThan(Date.now() + 89 * 60_000);

      // An hour and a half in (of 2 h): the refresh gives the 30 minutes left, not 90; so does its token.
      const startedAt = Date.now() - 90 * 60_000;
      await startAt(startedAt);
      const late = await refresh(early.json().data!.token);
      expect(late.status).toBe(200);
      expect(await stored()).toBe(startedAt + 2 * 3_600_000);
      expect(Math.abs(decodeJwt(late.json().data!.token).exp! * 1000 - (startedAt + 2 * 3_600_000))).toBeLessThan(1000);

      // Past the maximum: refresh refused, whatever the token says.
      await startAt(Date.now() - 2 * 3_600_000 - 1000);
      const over = await refresh(late.json().data!.token);
      expect(over.status).toBe(401);
      expect(over.json().code).toBe('SESION_EXPIRADA');
    } finally {
      await t.close();
    }
  });
});

// Several api instances share the limiter's counters only through PostgreSQL (SQLite is one process).
if (ON_POSTGRES) {
  describe('the sign-in limiter across instances (PostgreSQL)', () => {
    it('two instances on one database count one allowance: guesses spread over both are refused after the free ones', async () => {
      // The first wait is a minute: however long the attempts take, no back-off ends within the test.
      const env = { LOGIN_BACKOFF_BASE_SECONDS: '60' };
      const a = await createTestApp({ env });
      const b = await createTestApp({ seed: false, database: a.database, env });
      try {
        const guess = (app: TestApp, i: number, email = 'admin@demo.local') =>
          call(app.app, { method: 'POST', url: '/api/auth/login', payload: { nombreUsuario: email, password: `guess-${i}` }, remoteAddress: `10.11.0.${i + 1}` });
        // Alternating instances, one after the other: 5 free attempts on the account in all.
        const one = [];
        for (let i = 0; i < 8; i++) one.push((await guess(i % 2 === 0 ? a : b, i)).status);
        expect(one).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

        // At once on both instances, on another account: still only the free attempts are evaluated.
        argon.verifications = 0;
        const together = await Promise.all(Array.from({ length: 60 }, (_, i) => guess(i % 2 === 0 ? a : b, 20 + i, 'cajero@demo.local')));
        const statuses = together.map((g) => g.status);
        expect(statuses.filter((s) => s === 401)).toHaveLength(5);
        expect(statuses.filter((s) => s === 429)).toHaveLength(55);
        expect(argon.verifications).toBe(5);
      } finally {
        await b.app.close();
        await a.close();
      }
    });
  });
}

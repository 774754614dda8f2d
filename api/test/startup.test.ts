import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config';
import { bearer, call, createTestApp, createTestDatabase, login } from './helpers/test-app';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      database: { kind: 'sqlite', file: path.join(REPO_ROOT, 'data', 'resto.db') },
      jwtSecret: null,
      tokenMinutes: 90,
      staticRoot: path.resolve(REPO_ROOT),
      seedDemo: true,
      remotesFile: null,
    });
    // REPO_ROOT is two levels above src/: the workspace root.
    expect(fs.existsSync(path.join(REPO_ROOT, 'pnpm-workspace.yaml'))).toBe(true);
  });

  it('selects PostgreSQL only for postgres:// and postgresql:// URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).database.kind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'file:x.db', DATA_DIR: '/tmp/d' }).database).toEqual({ kind: 'sqlite', file: '/tmp/d/resto.db' });
  });

  it('reads the rest of the environment and rejects a bad number', () => {
    const config = loadConfig({ PORT: '8080', TOKEN_MINUTES: '30', SEED_DEMO: 'false', REMOTE_MFE_CAJA_URL: 'http://x/remoteEntry.js', JWT_SECRET: 's3cret' });
    expect(config).toMatchObject({ port: 8080, tokenMinutes: 30, seedDemo: false, jwtSecret: 's3cret', remoteOverrides: { mfe_caja: 'http://x/remoteEntry.js' } });
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT');
  });

  it('takes the demo venue time zone from DEMO_TIMEZONE, an IANA zone or nothing', () => {
    expect(loadConfig({}).demoTimezone).toBeNull();
    expect(loadConfig({ DEMO_TIMEZONE: 'America/Montevideo' }).demoTimezone).toBe('America/Montevideo');
    expect(loadConfig({ DEMO_TIMEZONE: 'Etc/GMT+2' }).demoTimezone).toBe('Etc/GMT+2');
    expect(() => loadConfig({ DEMO_TIMEZONE: 'Marte/Olympus' })).toThrow('DEMO_TIMEZONE');
  });
});

describe('first start and restarts', () => {
  it('seeds the demo once, and a restart keeps the data and accepts the issued tokens', async () => {
    const database = await createTestDatabase();
    try {
      const first = await createTestApp({ database, seed: false, env: { SEED_DEMO: 'true' } });
      expect(first.app.seeded).toBe(true);
      const session = await login(first.app, 'admin@demo.local', 'admin123');
      await first.app.close();

      const second = await createTestApp({ database, seed: false, env: { SEED_DEMO: 'true' } });
      try {
        expect(second.app.seeded).toBe(false);
        const venues = await second.app.db.selectFrom('locales').select(['nombre', 'pais', 'locale', 'currency_code', 'timezone']).execute();
        expect(venues).toEqual([{ nombre: 'La Esquina Demo', pais: 'AR', locale: 'es-AR', currency_code: 'ARS', timezone: 'America/Argentina/Buenos_Aires' }]);
        const r = await call(second.app, { method: 'GET', url: '/api/configuracion/general', headers: bearer(session.token) });
        expect(r.status).toBe(200);
      } finally {
        await second.app.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('does not seed with SEED_DEMO=false, and tokens signed with another JWT_SECRET are refused', async () => {
    const database = await createTestDatabase();
    try {
      const empty = await createTestApp({ database, seed: false });
      expect(empty.app.seeded).toBe(false);
      expect(await empty.app.db.selectFrom('locales').select('id').execute()).toEqual([]);
      // Roles belong to a venue (0018): none before the first venue.
      expect(await empty.app.db.selectFrom('roles').select('nombre').execute()).toEqual([]);
      await empty.app.close();

      const a = await createTestApp({ database, env: { JWT_SECRET: 'secreto-A-0123456789-0123456789' } });
      const token = (await login(a.app, 'mozo@demo.local', 'mozo123')).token;
      await a.app.close();
      const b = await createTestApp({ database, seed: false, env: { JWT_SECRET: 'secreto-B-0123456789-0123456789' } });
      try {
        const r = await call(b.app, { method: 'GET', url: '/api/configuracion/general', headers: bearer(token) });
        expect(r.status).toBe(401);
      } finally {
        await b.app.close();
      }
    } finally {
      await database.drop();
    }
  });
});

import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DEFAULT_GENERAL_CONFIG, REMOTE_NAMES, type GeneralConfig, type RemoteRegistry } from '@resto/shared/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../package.json';
import { createDatabase } from '../src/db/database';
import { pingDatabase } from '../src/db/health.repository';
import { bearer, call, createTestApp, login, ON_POSTGRES, type TestApp } from './helpers/test-app';

let t: TestApp;
let adminToken: string;
let mozoToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await login(t.app, 'admin@demo.local', 'admin123')).token;
  mozoToken = (await login(t.app, 'mozo@demo.local', 'mozo123')).token;
});
afterAll(async () => {
  await t.close();
});

describe('envelope', () => {
  it('answers unknown api routes with a 404 envelope naming method and path', async () => {
    const get = await call(t.app, { method: 'GET', url: '/api/xyz?a=1' });
    expect(get.status).toBe(404);
    expect(get.json()).toEqual({
      success: false,
      requestId: expect.any(String),
      code: 'RUTA_NO_ENCONTRADA',
      params: { metodo: 'GET', ruta: '/api/xyz' },
      message: 'Ruta no encontrada: GET /api/xyz',
    });
    const del = await call(t.app, { method: 'DELETE', url: '/api/auth/login' });
    expect(del.status).toBe(404);
    expect(del.json().message).toBe('Ruta no encontrada: DELETE /api/auth/login');
  });
});

describe('errors', () => {
  it('answers an unsupported content type with 415 in the envelope', async () => {
    const r = await call(t.app, { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(r.status).toBe(415);
    expect(r.json()).toEqual({ success: false, requestId: expect.any(String), code: 'TIPO_CONTENIDO_NO_SOPORTADO', message: 'Tipo de contenido no soportado' });
  });

  it('hides an unexpected failure behind 500 Error interno del servidor and logs the real error', async () => {
    const logs: string[] = [];
    const own = await createTestApp({
      buildOptions: { logger: { level: 'error', stream: { write: (line: string) => logs.push(line) } } },
    });
    try {
      const token = (await login(own.app, 'mozo@demo.local', 'mozo123')).token;
      await sql`drop table config_general`.execute(own.app.db);
      const r = await call(own.app, { method: 'GET', url: '/api/configuracion/general', headers: bearer(token) });
      expect(r.status).toBe(500);
      expect(r.json()).toEqual({ success: false, requestId: expect.any(String), code: 'ERROR_INTERNO', message: 'Error interno del servidor' });
      expect(logs.join('\n')).toContain('config_general');
    } finally {
      await own.close();
    }
  });
});

describe('GET /api/health', () => {
  it('reports status, database kind and version without a token', async () => {
    const r = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ success: true, data: { status: 'ok', database: ON_POSTGRES ? 'postgres' : 'sqlite', version } });
  });

  it('a database server that accepts the connection and never answers is not ready within the limit, not a hang', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const db = createDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/nada` });
    try {
      const started = Date.now();
      expect(await pingDatabase(db, 300)).toBe(false);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      silent.close();
      void db.destroy();
    }
  });

  it('is not ready (503 with its code) when the database does not answer', async () => {
    const lost = await createTestApp();
    try {
      await lost.app.db.destroy();
      const r = await call(lost.app, { method: 'GET', url: '/api/health' });
      expect(r.status).toBe(503);
      expect(r.json()).toMatchObject({ success: false, code: 'BASE_DE_DATOS_NO_DISPONIBLE' });
    } finally {
      await lost.close();
    }
  });
});

describe('GET/PUT /api/configuracion/general', () => {
  it('gives the venue config to any signed-in user', async () => {
    const r = await call<GeneralConfig>(t.app, { method: 'GET', url: '/api/configuracion/general', headers: bearer(mozoToken) });
    expect(r.status).toBe(200);
    expect(r.json()).toEqual({ success: true, data: DEFAULT_GENERAL_CONFIG });
  });

  it('lets the admin change some settings (PascalCase accepted) and keeps the rest', async () => {
    const put = await call<GeneralConfig>(t.app, {
      method: 'PUT',
      url: '/api/configuracion/general',
      headers: bearer(adminToken),
      payload: { Hour12: true, Language: 'br', TiposCambioArqueo: ['USD'] },
    });
    expect(put.status).toBe(200);
    const expected = { ...DEFAULT_GENERAL_CONFIG, hour12: true, language: 'br', tiposCambioArqueo: ['USD'] };
    expect(put.json()).toEqual({ success: true, data: expected, message: 'Configuración guardada' });

    const get = await call<GeneralConfig>(t.app, { method: 'GET', url: '/api/configuracion/general', headers: bearer(mozoToken) });
    expect(get.json().data).toEqual(expected);
  });

  it('rejects invalid values with the field named', async () => {
    const r = await call(t.app, {
      method: 'PUT',
      url: '/api/configuracion/general',
      headers: bearer(adminToken),
      payload: { language: 'fr', currencyCode: 'PESOS', hour12: 'sí' },
    });
    expect(r.status).toBe(400);
    expect(r.json().message).toBe(
      "El campo 'currencyCode' debe tener como máximo 3 caracteres; El campo 'hour12' debe ser verdadero o falso; El campo 'language' debe ser uno de: es, br, en",
    );
  });

  it('applies a repeated ClientMutationId once and replays the first answer', async () => {
    const send = (mostrarIconoBot: boolean) =>
      call<GeneralConfig>(t.app, {
        method: 'PUT',
        url: '/api/configuracion/general',
        headers: bearer(adminToken),
        payload: { MostrarIconoBot: mostrarIconoBot, ClientMutationId: 'cfg-1' },
      });
    const first = await send(false);
    const second = await send(false);
    expect(second.status).toBe(first.status);
    expect(second.json()).toEqual(first.json());
    // The same id with another body is refused, not silently answered with the first.
    const other = await send(true);
    expect(other.status).toBe(409);
    expect(other.json()).toMatchObject({ success: false, code: 'MUTACION_CUERPO_DISTINTO' });
    const get = await call<GeneralConfig>(t.app, { method: 'GET', url: '/api/configuracion/general', headers: bearer(adminToken) });
    expect(get.json().data?.mostrarIconoBot).toBe(false);
  });
});

describe('GET /api/remotes', () => {
  it('lists every remote under /remotes/<folder>/remoteEntry.js by default', async () => {
    const r = await call<RemoteRegistry>(t.app, { method: 'GET', url: '/api/remotes' });
    expect(r.status).toBe(200);
    expect(r.json().data).toEqual(REMOTE_NAMES.map((name) => ({ name, entry: `/remotes/${name.replace('_', '-')}/remoteEntry.js` })));
  });

  it('takes REMOTE_<NAME>_URL overrides and re-reads REMOTES_FILE on every request', async () => {
    const file = path.join(t.database.dir, 'remotes.json');
    const own = await createTestApp({
      seed: false,
      env: { REMOTE_MFE_VENTAS_URL: 'https://cdn.example.com/ventas/remoteEntry.js', REMOTES_FILE: file },
    });
    try {
      const get = async () => (await call<RemoteRegistry>(own.app, { method: 'GET', url: '/api/remotes' })).json().data!;
      const byName = (registry: RemoteRegistry) => Object.fromEntries(registry.map((r) => [r.name, r]));

      // Missing file: defaults plus the env override.
      let registry = byName(await get());
      expect(registry.mfe_ventas).toEqual({ name: 'mfe_ventas', entry: 'https://cdn.example.com/ventas/remoteEntry.js' });
      expect(registry.mfe_caja).toEqual({ name: 'mfe_caja', entry: '/remotes/mfe-caja/remoteEntry.js' });

      fs.writeFileSync(file, JSON.stringify({ mfe_caja: { entry: 'https://caja.example.com/remoteEntry.js', version: '2.0.1' } }));
      registry = byName(await get());
      expect(registry.mfe_caja).toEqual({ name: 'mfe_caja', entry: 'https://caja.example.com/remoteEntry.js', version: '2.0.1' });
      expect(registry.mfe_ventas?.entry).toBe('https://cdn.example.com/ventas/remoteEntry.js');

      fs.writeFileSync(file, JSON.stringify([{ name: 'mfe_ventas', entry: 'http://localhost:5001/remoteEntry.js' }]));
      registry = byName(await get());
      expect(registry.mfe_ventas?.entry).toBe('http://localhost:5001/remoteEntry.js');
      expect(registry.mfe_caja?.entry).toBe('/remotes/mfe-caja/remoteEntry.js');

      // A broken file falls back instead of failing the shell's start.
      fs.writeFileSync(file, '{ not json');
      const broken = await call<RemoteRegistry>(own.app, { method: 'GET', url: '/api/remotes' });
      expect(broken.status).toBe(200);
      expect(byName(broken.json().data!).mfe_ventas?.entry).toBe('https://cdn.example.com/ventas/remoteEntry.js');
    } finally {
      await own.close();
    }
  });
});

describe('GET /api/remotes versions', () => {
  it('lists the version of each remote built here, from its manifest.json, read again on every request', async () => {
    const root = path.join(t.database.dir, 'static-versions');
    const write = (version: string) => {
      fs.mkdirSync(path.join(root, 'mfe-caja', 'dist'), { recursive: true });
      fs.writeFileSync(path.join(root, 'mfe-caja', 'dist', 'manifest.json'), JSON.stringify({ name: 'mfe_caja', version }));
    };
    write('1.4.0');
    const own = await createTestApp({ seed: false, env: { STATIC_ROOT: root } });
    try {
      const caja = async () => (await call<RemoteRegistry>(own.app, { method: 'GET', url: '/api/remotes' })).json().data!.find((r) => r.name === 'mfe_caja');
      expect(await caja()).toEqual({ name: 'mfe_caja', entry: '/remotes/mfe-caja/remoteEntry.js', version: '1.4.0' });
      // One remote redeployed alone: the registry says so at once.
      write('1.5.0');
      expect((await caja())?.version).toBe('1.5.0');
    } finally {
      await own.close();
    }
  });
});

describe('API docs', () => {
  it('serves the OpenAPI document with the auth routes and the Swagger UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const json = doc.json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(json.openapi).toMatch(/^3\./);
    expect(Object.keys(json.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/refresh', '/api/auth/logout', '/api/health']));
    expect(JSON.stringify(json.paths['/api/auth/login']?.post?.requestBody)).toContain('nombreUsuario');

    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('swagger-ui');
  });
});

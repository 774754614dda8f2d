import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTE_FOLDERS } from '../src/plugins/static-files';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let root: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'resto-static-'));
  write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  write(path.join(root, 'shell/dist/assets/index-abc123.js'), 'console.log("shell")');
  write(path.join(root, 'shell/dist/favicon.svg'), '<svg/>');
  for (const folder of REMOTE_FOLDERS) {
    write(path.join(root, folder, 'dist/remoteEntry.js'), `export const name = '${folder}';`);
    write(path.join(root, folder, 'dist/assets/chunk-1a2b.js'), `export default '${folder}';`);
  }
  write(path.join(root, 'mfe-resto/dist/index.html'), '<!doctype html><title>mozo</title>');
  // What scripts/compress-dist.mjs leaves beside an asset after the build.
  fs.writeFileSync(path.join(root, 'mfe-resto/dist/assets/chunk-1a2b.js.br'), brotliCompressSync("export default 'mfe-resto';"));
  t = await createTestApp({ seed: false, env: { STATIC_ROOT: root } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('static serving of the production build', () => {
  it('serves the pre-compressed brotli file to browsers that accept it, with the same cache rules', async () => {
    const url = '/remotes/mfe-resto/assets/chunk-1a2b.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe("export default 'mfe-resto';");
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe("export default 'mfe-resto';");
  });

  it('serves each remoteEntry.js with CORS and no-cache, and hashed assets as immutable', async () => {
    for (const folder of REMOTE_FOLDERS) {
      const entry = await t.app.inject({ method: 'GET', url: `/remotes/${folder}/remoteEntry.js` });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe(`export const name = '${folder}';`);
      expect(entry.headers['access-control-allow-origin']).toBe('*');
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers['content-type']).toMatch(/javascript/);
    }
    const asset = await t.app.inject({ method: 'GET', url: '/remotes/mfe-caja/assets/chunk-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a missing remote file with 404, not with the shell page', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/remotes/mfe-ventas/nope.js', headers: { accept: 'text/html,*/*' } });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('<title>shell</title>');
  });

  it('serves the shell with no-cache HTML and immutable assets', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>shell</title>');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['access-control-allow-origin']).toBeUndefined();
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to the shell index.html for client routes that accept HTML', async () => {
    for (const url of ['/dashboard', '/arqueos/3/cierre', '/m/venta']) {
      const r = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<title>shell</title>');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
    // A page route asked with */* (curl) still gets the page; a missing asset does not.
    const curl = await t.app.inject({ method: 'GET', url: '/historial-ventas', headers: { accept: '*/*' } });
    expect(curl.statusCode).toBe(200);
    expect(curl.headers['content-type']).toContain('text/html');
    const script = await t.app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
    expect(script.statusCode).toBe(404);
  });

  it('serves the waiter app alone at /m/mesas from mfe-resto', async () => {
    for (const url of ['/m/mesas', '/m/mesas/12']) {
      const r = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(r.statusCode).toBe(200);
      expect(r.body).toContain('<title>mozo</title>');
      expect(r.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps unknown /api paths as JSON 404, even for a browser', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/x', headers: { accept: 'text/html' } });
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).toMatch(/application\/json/);
    expect(r.json()).toEqual({
      success: false,
      requestId: expect.any(String),
      code: 'RUTA_NO_ENCONTRADA',
      params: { metodo: 'GET', ruta: '/api/x' },
      message: 'Ruta no encontrada: GET /api/x',
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().success).toBe(true);
  });
});

describe('without a built shell', () => {
  it('serves no static files and answers client routes with 404', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const r = await bare.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
      expect(r.statusCode).toBe(404);
      const remote = await bare.app.inject({ method: 'GET', url: '/remotes/mfe-ventas/remoteEntry.js' });
      expect(remote.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { HANDHELD_PROTOCOL, HANDHELD_PROTOCOL_HEADER } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

/*
 * What the api does for the installable, offline waiter handheld: the service worker's
 * scope header, the manifest named after the venue, the CSP that lets both work, and the refusal
 * of a handheld version the api no longer serves.
 */
let t: TestApp;
let root: string;

function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const MANIFEST = { name: 'Mesas', short_name: 'Mesas', start_url: '/m/mesas', scope: '/m/mesas', display: 'standalone', theme_color: '#1a7fc7', icons: [] };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'resto-pwa-'));
  write(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  write(path.join(root, 'mfe-resto/dist/index.html'), '<!doctype html><title>mozo</title>');
  write(path.join(root, 'mfe-resto/dist/sw.js'), 'self.addEventListener("fetch", () => {});');
  // What scripts/compress-dist.mjs leaves beside it: the browser is sent this one.
  fs.writeFileSync(path.join(root, 'mfe-resto/dist/sw.js.br'), brotliCompressSync('self.addEventListener("fetch", () => {});'));
  write(path.join(root, 'mfe-resto/dist/manifest.webmanifest'), JSON.stringify(MANIFEST));
  write(path.join(root, 'mfe-resto/dist/assets/m/index-1a2b3c4d.js'), 'export {};');
  t = await createTestApp({ env: { STATIC_ROOT: root }, buildOptions: { handheld: { minProtocol: 2 } } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the waiter handheld as an installable app', () => {
  it('lets the service worker served beside the chunks control /m/mesas, always revalidated', async () => {
    for (const encoding of ['identity', 'gzip, deflate, br']) {
      const sw = await t.app.inject({ method: 'GET', url: '/remotes/mfe-resto/sw.js', headers: { 'accept-encoding': encoding } });
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['service-worker-allowed']).toBe('/m/mesas');
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(sw.headers['content-type']).toMatch(/javascript/);
    }
    // No other file gets a wider scope.
    const chunk = await t.app.inject({ method: 'GET', url: '/remotes/mfe-resto/assets/m/index-1a2b3c4d.js' });
    expect(chunk.headers['service-worker-allowed']).toBeUndefined();
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('names the manifest after the venue and keeps the rest of the build', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/remotes/mfe-resto/manifest.webmanifest' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/manifest+json');
    expect(r.headers['cache-control']).toBe('no-cache');
    const m = r.json<Record<string, unknown>>();
    expect(m.name).toBe('La Esquina Demo · Mesas');
    expect(m).toMatchObject({ start_url: '/m/mesas', scope: '/m/mesas', display: 'standalone', theme_color: '#1a7fc7' });
  });

  it('sends a policy under which the service worker and the manifest load from this origin', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/m/mesas', headers: { accept: 'text/html' } });
    expect(r.statusCode).toBe(200);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('an old handheld against a newer api', () => {
  it('refuses a handheld older than the api serves with 426 and a code the handheld translates, before anything runs', async () => {
    const s = await login(t.app, 'mozo@demo.local', 'mozo123');
    const old = await t.app.inject({ method: 'GET', url: '/api/mesas', headers: { ...bearer(s.token), [HANDHELD_PROTOCOL_HEADER]: '1' } });
    expect(old.statusCode).toBe(426);
    expect(old.json()).toMatchObject({ success: false, code: 'VERSION_APP_DESACTUALIZADA' });
    expect(old.json<{ message: string }>().message).toContain('Actualizala');
    // A write from an old copy changes nothing either; the same write from a current copy works.
    const mesas = await t.app.inject({ method: 'GET', url: '/api/mesas', headers: bearer(s.token) });
    const mesa = mesas.json<{ data: Array<{ id: number }> }>().data[0]!;
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/mesas/${mesa.id}/draft`,
      headers: { ...bearer(s.token), [HANDHELD_PROTOCOL_HEADER]: 'x' },
      payload: { comensales: 2 },
    });
    expect(write.statusCode).toBe(426);
    const drafts = await t.app.inject({ method: 'GET', url: '/api/mesas/drafts', headers: bearer(s.token) });
    expect(drafts.json<{ data: unknown[] }>().data).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/mesas/${mesa.id}/draft`,
      headers: { ...bearer(s.token), [HANDHELD_PROTOCOL_HEADER]: '2' },
      payload: { comensales: 2 },
    });
    expect(again.statusCode).toBe(201);
  });

  it('serves a current handheld and every caller without the header', async () => {
    const s = await login(t.app, 'mozo@demo.local', 'mozo123');
    const current = await t.app.inject({ method: 'GET', url: '/api/mesas', headers: { ...bearer(s.token), [HANDHELD_PROTOCOL_HEADER]: '2' } });
    expect(current.statusCode).toBe(200);
    const desktop = await t.app.inject({ method: 'GET', url: '/api/mesas', headers: bearer(s.token) });
    expect(desktop.statusCode).toBe(200);
    // Pages and files are not api calls.
    const page = await t.app.inject({ method: 'GET', url: '/m/mesas', headers: { accept: 'text/html', [HANDHELD_PROTOCOL_HEADER]: '1' } });
    expect(page.statusCode).toBe(200);
  });

  it('serves the protocol this build of the handheld speaks by default', async () => {
    const fresh = await createTestApp();
    try {
      const s = await login(fresh.app, 'mozo@demo.local', 'mozo123');
      const r = await fresh.app.inject({ method: 'GET', url: '/api/mesas', headers: { ...bearer(s.token), [HANDHELD_PROTOCOL_HEADER]: String(HANDHELD_PROTOCOL) } });
      expect(r.statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFingerprint } from '../src/plugins/client-mutation';
import { hasNulEscape } from '../src/plugins/envelope';
import { pruneMutations } from '../src/db/client-mutations.repository';
import { mutationsCutoff } from '../src/plugins/client-mutations-cleanup';
import { bearer, call, createTestApp, login, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await login(t.app, 'admin@demo.local', 'admin123')).token);
});
afterAll(async () => {
  await t.close();
});

const json = { 'content-type': 'application/json' };
const gasto = { categoria: 'Proveedores', descripcion: 'Hielo', pagadoPor: 'Carla Ruiz', desdeCaja: false };

describe('request bodies', () => {
  it('refuses deeply nested JSON with 400 in the envelope, before and after authentication', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const headers of [json, { ...json, ...admin }]) {
      const r = await call(t.app, { method: 'POST', url: '/api/gastos', payload: deep, headers });
      expect(r.status).toBe(400);
      expect(r.json()).toMatchObject({ success: false, code: 'JSON_DEMASIADO_ANIDADO', message: 'El cuerpo de la solicitud tiene demasiados niveles anidados (máximo 32)' });
    }
    // Braces inside strings are text, not nesting.
    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/gastos',
      payload: JSON.stringify({ ...gasto, notas: '{'.repeat(500), montoPesos: 1 }),
      headers: { ...json, ...admin },
    });
    expect(ok.status).toBe(201);
  });

  it('refuses a body over the size limit with 413 in the envelope', async () => {
    const r = await call(t.app, { method: 'POST', url: '/api/gastos', payload: JSON.stringify({ notas: 'x'.repeat(1_100_000) }), headers: { ...json, ...admin } });
    expect(r.status).toBe(413);
    expect(r.json()).toMatchObject({ success: false, code: 'CUERPO_DEMASIADO_GRANDE' });
  });

  it("answers an anonymous bad body with 401 and no schema details, and caps a bad body's list of problems", async () => {
    const items = Array.from({ length: 2000 }, () => ({ productoId: 'x', cantidad: -1 }));
    const anon = await call(t.app, { method: 'POST', url: '/api/mesas/drafts/1/items/lote', payload: { items } });
    expect(anon.status).toBe(401);
    expect(anon.response.body.length).toBeLessThan(200);
    const signedIn = await call(t.app, {
      method: 'POST',
      url: '/api/gastos',
      payload: { ...gasto, montoPesos: 'x', categoria: Array.from({ length: 3000 }, () => 1) },
      headers: admin,
    });
    expect(signedIn.status).toBe(400);
    expect(signedIn.response.body.length).toBeLessThan(5000);
    const pedido = await call(t.app, { method: 'PUT', url: '/api/mesas/bulk', payload: Array.from({ length: 2000 }, () => ({ numero: 'x' })), headers: admin });
    expect(pedido.status).toBe(400);
    expect(pedido.response.body.length).toBeLessThan(10_000);
  });

  it('PUT /api/medios-de-pago/{id} with {} is a 400 that changes nothing', async () => {
    const r = await call(t.app, { method: 'PUT', url: '/api/medios-de-pago/1', payload: {}, headers: admin });
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({ success: false, code: 'VALIDACION', message: 'Indicá al menos un dato del medio de pago para modificar (nombre, tipo u orden)' });
  });
});

describe('numbers and ids', () => {
  it('an amount like 1e-320 is not "greater than 0": refused, not stored as zero', async () => {
    for (const monto of [1e-320, 5e-324, 0.001]) {
      const r = await call(t.app, { method: 'POST', url: '/api/gastos', payload: { ...gasto, montoPesos: monto }, headers: admin });
      expect(r.status).toBe(400);
      expect(r.json().message).toBe("El campo 'montoPesos' admite como máximo 2 decimales");
    }
    const smallest = await call(t.app, { method: 'POST', url: '/api/gastos', payload: { ...gasto, montoPesos: 0.01 }, headers: admin });
    expect(smallest.status).toBe(201);
  });

  it('ids and page numbers in decimal digits only', async () => {
    for (const id of ['0x1', '1e0', '%201', '1.0', '+1', '']) {
      const r = await call(t.app, { method: 'GET', url: `/api/productos/${id}`, headers: admin });
      expect([400, 404], id).toContain(r.status);
      if (id !== '') expect(r.json(), id).toMatchObject({ success: false, code: 'VALIDACION', params: { campo: 'id' } });
    }
    const hex = await call(t.app, { method: 'GET', url: '/api/productos?pagina=0x1', headers: admin });
    expect(hex.status).toBe(400);
    expect(hex.json()).toMatchObject({ code: 'VALIDACION', params: { campo: 'pagina' } });
    const plain = await call(t.app, { method: 'GET', url: '/api/productos?pagina=1&limite=5', headers: admin });
    expect(plain.status).toBe(200);
  });

  it("the venue currency is one of the supported countries', the locale one of theirs", async () => {
    const currency = await call(t.app, { method: 'PUT', url: '/api/configuracion/general', payload: { currencyCode: 'XYZ' }, headers: admin });
    expect(currency.status).toBe(400);
    expect(currency.json().message).toBe('Moneda no soportada: elegí la de uno de los países de la lista');
    const locale = await call(t.app, { method: 'PUT', url: '/api/configuracion/general', payload: { locale: 'xx-<script>' }, headers: admin });
    expect(locale.status).toBe(400);
    expect(locale.json().message).toBe('País inválido: elegí uno de la lista');
  });
});

describe('headers', () => {
  it('every answer has the security headers; api answers are not stored', async () => {
    for (const url of ['/api/health', '/api/no-existe', '/']) {
      const r = await t.app.inject({ method: 'GET', url });
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['permissions-policy']).toContain('camera=(self)');
      if (url.startsWith('/api')) expect(r.headers['cache-control']).toBe('no-store');
    }
    const remotes = await t.app.inject({ method: 'GET', url: '/api/remotes' });
    expect(remotes.headers['cache-control']).toBe('no-store');
  });

  it('allows the origin of a remote served elsewhere', async () => {
    const other = await createTestApp({ seed: false, env: { REMOTE_MFE_CAJA_URL: 'https://cdn.example.com:8443/caja/remoteEntry.js' } });
    try {
      const r = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(r.headers['content-security-policy'])).toContain("script-src 'self' https://cdn.example.com:8443");
    } finally {
      await other.close();
    }
  });

  it('follows a remote that moves in the remotes file: the next page load names its new origin', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'resto-remotes-'));
    const file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ mfe_caja: 'https://uno.example.com/caja/remoteEntry.js' }));
    const other = await createTestApp({ seed: false, env: { REMOTES_FILE: file } });
    try {
      const first = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(first.headers['content-security-policy'])).toContain("script-src 'self' https://uno.example.com");
      writeFileSync(file, JSON.stringify({ mfe_caja: 'https://dos.example.com/caja/remoteEntry.js' }));
      // An api answer does not re-read the file; a page load does, and its own answer names the new origin.
      expect(String((await other.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'])).toContain('https://uno.example.com');
      const page = await other.app.inject({ method: 'GET', url: '/m/mesas' });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' https://dos.example.com");
      expect(csp).not.toContain('uno.example.com');
      expect(String((await other.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'])).toContain('https://dos.example.com');
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a NUL character in any text with 400 and its code, and takes an escaped backslash before u0000 as text', async () => {
    const nul = JSON.stringify({ ...gasto, descripcion: 'Hielo\u0000', montoPesos: 1 });
    expect(nul).toContain('\\u0000');
    const r = await call(t.app, { method: 'POST', url: '/api/gastos', payload: nul, headers: { ...json, ...admin } });
    expect(r.status).toBe(400);
    expect(r.json()).toMatchObject({
      success: false,
      code: 'TEXTO_CON_CARACTER_NULO',
      message: 'El cuerpo de la solicitud tiene un carácter nulo (\\u0000), que ningún texto admite',
    });
    const text = await call(t.app, {
      method: 'POST',
      url: '/api/gastos',
      payload: JSON.stringify({ ...gasto, descripcion: 'Hielo \\u0000', montoPesos: 1 }),
      headers: { ...json, ...admin },
    });
    expect(text.status).toBe(201);
    expect(hasNulEscape('"a\\\\\\u0000"')).toBe(true);
    expect(hasNulEscape('"a\\\\u0000"')).toBe(false);
  });

  it("a query string over the header limit gets a 431 envelope, not Node's text", async () => {
    const other = await createTestApp({ seed: false });
    try {
      await other.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = other.app.server.address() as net.AddressInfo;
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET /api/productos?q=${'a'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString('utf8')));
        // The server may reset the connection while the rest of the request is still on its way:
        // what it answered before that is what counts.
        socket.on('close', () => (data ? resolve(data) : reject(new Error('no answer'))));
        socket.on('error', () => undefined);
      });
      expect(raw.startsWith('HTTP/1.1 431')).toBe(true);
      const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;
      expect(body).toEqual({ success: false, code: 'CABECERAS_DEMASIADO_GRANDES', message: 'La dirección o las cabeceras de la solicitud son demasiado grandes' });
    } finally {
      await other.close();
    }
  });

  it('listens on 127.0.0.1 unless HOST says otherwise', async () => {
    const { loadConfig } = await import('../src/config');
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('idempotency', () => {
  async function countGastos(): Promise<number> {
    const row = await t.app.db
      .selectFrom('gastos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('a ClientMutationId reused with another body is refused; the same body replays the first answer', async () => {
    const clientMutationId = 'gasto-b-1700000000777';
    const before = await countGastos();
    const first = await call(t.app, { method: 'POST', url: '/api/gastos', payload: { ...gasto, montoPesos: 100, clientMutationId }, headers: admin });
    expect(first.status).toBe(201);
    // Same content, keys in another order and PascalCase: the same request.
    const again = await call(t.app, { method: 'POST', url: '/api/gastos', payload: { ClientMutationId: clientMutationId, montoPesos: 100, ...gasto }, headers: admin });
    expect(again.status).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await call(t.app, { method: 'POST', url: '/api/gastos', payload: { ...gasto, montoPesos: 99999, clientMutationId }, headers: admin });
    expect(other.status).toBe(409);
    expect(other.json()).toMatchObject({
      success: false,
      code: 'MUTACION_CUERPO_DISTINTO',
      message: 'El ClientMutationId ya se usó con otro contenido: generá uno nuevo para una operación distinta',
    });
    expect(await countGastos()).toBe(before + 1);
  });

  it('the fingerprint ignores key order and the id itself', () => {
    expect(requestFingerprint({ a: 1, b: { c: [1, 2], d: 'x' }, clientMutationId: 'p' })).toBe(requestFingerprint({ b: { d: 'x', c: [1, 2] }, a: 1, clientMutationId: 'q' }));
    expect(requestFingerprint({ a: 1 })).not.toBe(requestFingerprint({ a: 2 }));
    // An uploaded file (the CSV import's body) by its bytes.
    expect(requestFingerprint(Buffer.from('nombre;precio\nYerba;10'))).toBe(requestFingerprint(new Uint8Array(Buffer.from('nombre;precio\nYerba;10'))));
    expect(requestFingerprint(Buffer.from('nombre;precio\nYerba;10'))).not.toBe(requestFingerprint(Buffer.from('nombre;precio\nYerba;11')));
  });

  it('prunes old records wherever they sit among the ids, range by range, and keeps every recent one', async () => {
    const localId = (await t.app.db.selectFrom('locales').select('id').executeTakeFirstOrThrow()).id;
    const old = new Date(Date.now() - 30 * 24 * 3_600_000).toISOString();
    const recent = new Date().toISOString();
    // Old and recent interleaved (a clock set back, records restored): 23 rows over ranges of 4 ids.
    const rows = Array.from({ length: 23 }, (_, i) => ({
      local_id: localId,
      client_mutation_id: `rango-${i}`,
      operation: 'x',
      status_code: 201,
      response: null,
      created_at: i % 3 === 0 ? recent : old,
    }));
    await t.app.db.insertInto('client_mutations').values(rows).execute();
    const cutoff = new Date(Date.now() - 7 * 24 * 3_600_000).toISOString();
    const pruned = await pruneMutations(t.app.db, cutoff, 4);
    expect(pruned).toBeGreaterThanOrEqual(15);
    const left = await t.app.db.selectFrom('client_mutations').select('client_mutation_id').where('client_mutation_id', 'like', 'rango-%').orderBy('id').execute();
    expect(left.map((r) => r.client_mutation_id)).toEqual(rows.filter((r) => r.created_at === recent).map((r) => r.client_mutation_id));
    expect(await t.app.db.selectFrom('client_mutations').select('id').where('created_at', '<', cutoff).execute()).toEqual([]);
  });

  it('prunes records older than the window on a schedule and keeps recent ones', async () => {
    const localId = (await t.app.db.selectFrom('locales').select('id').executeTakeFirstOrThrow()).id;
    const old = new Date(Date.now() - 8 * 24 * 3_600_000).toISOString();
    await t.app.db
      .insertInto('client_mutations')
      .values([
        { local_id: localId, client_mutation_id: 'viejo-1', operation: 'x', status_code: 201, response: null, created_at: old },
        { local_id: localId, client_mutation_id: 'nuevo-1', operation: 'x', status_code: 201, response: null, created_at: new Date().toISOString() },
      ])
      .execute();
    expect(mutationsCutoff(new Date('2026-01-08T00:00:00.000Z'), 7)).toBe('2026-01-01T00:00:00.000Z');
    const other = await createTestApp({ seed: false, database: t.database, buildOptions: { clientMutationsCleanup: { keepDays: 7, intervalMs: 20 } } });
    try {
      let left: string[] = [];
      for (let i = 0; i < 200; i += 1) {
        left = (await t.app.db.selectFrom('client_mutations').select('client_mutation_id').where('client_mutation_id', 'in', ['viejo-1', 'nuevo-1']).execute()).map(
          (r) => r.client_mutation_id,
        );
        if (!left.includes('viejo-1')) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(left).toEqual(['nuevo-1']);
    } finally {
      await other.app.close();
    }
  });
});

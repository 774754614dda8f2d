import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestApp, DEVICE_INFO, login, type TestApp } from './helpers/test-app';

/* Metrics, request ids and what the logs never hold. */

function sampleOf(text: string, line: RegExp): number {
  const found = text.split('\n').find((l) => line.test(l));
  return found ? Number(found.split(' ').at(-1)) : 0;
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: 'token-de-metricas-123' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const metrics = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'GET', url: '/api/metrics', headers, remoteAddress });

  it('answers Prometheus text on localhost with every series the operators watch', async () => {
    await call(t.app, { method: 'GET', url: '/api/health' });
    const r = await metrics();
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      '# TYPE resto_http_requests_total counter',
      '# TYPE resto_http_request_duration_seconds histogram',
      '# TYPE resto_hub_connections gauge',
      '# TYPE resto_hub_messages_sent gauge',
      '# TYPE resto_client_mutation_replays_total counter',
      '# TYPE resto_db_query_duration_seconds histogram',
      '# TYPE nodejs_eventloop_lag_seconds gauge',
      '# TYPE process_resident_memory_bytes gauge',
    ]) {
      expect(r.body).toContain(name);
    }
  });

  it('counts requests by route and status, and the latency histogram grows with them', async () => {
    const count = /^resto_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\}/;
    const total = /^resto_http_requests_total\{method="GET",route="\/api\/health",status="200"\}/;
    const before = (await metrics()).body;
    for (let i = 0; i < 3; i++) await call(t.app, { method: 'GET', url: '/api/health' });
    const after = (await metrics()).body;
    expect(sampleOf(after, count) - sampleOf(before, count)).toBe(3);
    expect(sampleOf(after, total) - sampleOf(before, total)).toBe(3);
    // An unknown route is one series, not one per URL.
    await call(t.app, { method: 'GET', url: '/api/nada/123' });
    await call(t.app, { method: 'GET', url: '/api/nada/456' });
    const body = (await metrics()).body;
    expect(body).not.toContain('/api/nada/');
  });

  it('counts a ClientMutationId replay and database queries', async () => {
    const admin = (await login(t.app, 'admin@demo.local', 'admin123')).token;
    const replays = /^resto_client_mutation_replays_total /;
    const queries = /^resto_db_query_duration_seconds_count\{outcome="ok"\}/;
    const before = (await metrics()).body;
    const body = { nombre: 'Proveedor métricas', cuit: '20123456786', localidad: 'Tandil', provincia: 'Buenos Aires', clientMutationId: `metricas-${Date.now()}` };
    const first = await call(t.app, { method: 'POST', url: '/api/proveedores', headers: bearer(admin), payload: body });
    const again = await call(t.app, { method: 'POST', url: '/api/proveedores', headers: bearer(admin), payload: body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.json()).toEqual(first.json());
    const after = (await metrics()).body;
    expect(sampleOf(after, replays) - sampleOf(before, replays)).toBe(1);
    expect(sampleOf(after, queries)).toBeGreaterThan(sampleOf(before, queries));
  });

  it('elsewhere than localhost needs the metrics token', async () => {
    const far = await metrics({}, '10.1.2.3');
    expect(far.statusCode).toBe(401);
    expect(far.json()).toMatchObject({ success: false, code: 'METRICAS_NO_AUTORIZADO', message: 'Las métricas requieren el token de métricas' });
    expect((await metrics({ authorization: 'Bearer otro' }, '10.1.2.3')).statusCode).toBe(401);
    // A forwarded address does not make a far caller local.
    expect((await metrics({ 'x-forwarded-for': '127.0.0.1' }, '10.1.2.3')).statusCode).toBe(401);
    const withToken = await metrics({ authorization: 'Bearer token-de-metricas-123' }, '10.1.2.3');
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('resto_http_requests_total');
  });
});

describe('request ids and logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, buildOptions: { logStream: { write: (line: string) => lines.push(line) } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every request with its X-Request-Id, the reqId of its JSON log lines', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/ruta-que-no-existe' });
    expect(r.statusCode).toBe(404);
    const id = r.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const ours = lines.map((l) => JSON.parse(l) as { reqId?: string }).filter((l) => l.reqId === id);
    expect(ours.length).toBeGreaterThan(0);
    // The proxy's id is kept when it looks like one.
    const proxied = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'nginx-abc12345' } });
    expect(proxied.headers['x-request-id']).toBe('nginx-abc12345');
    const junk = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\nc' } });
    expect(junk.headers['x-request-id']).not.toBe('a b\nc');
  });

  it('puts the request id in the body of every 4xx and 5xx envelope, the same as the header', async () => {
    const session = await login(t.app, 'mozo@demo.local', 'mozo123');
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/ruta-que-no-existe' }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { nombreUsuario: 'x@y.z', password: 'mala-clave-123', deviceInfo: DEVICE_INFO } }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"roto"' }),
      await t.app.inject({ method: 'POST', url: '/api/usuarios', headers: bearer(session.token), payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'nginx-req-0001' } }),
      await t.app.inject({ method: 'GET', url: '/api/ruta-que-no-existe', headers: { 'x-request-id': 'nginx-req-0002' } }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 401, 401, 400, 403, 200, 404]);
    for (const r of answers.filter((a) => a.statusCode >= 400)) {
      const body = r.json<{ success: boolean; code: string; requestId: string }>();
      expect(body.success).toBe(false);
      expect(body.code).toEqual(expect.any(String));
      expect(body.requestId).toBe(r.headers['x-request-id']);
    }
    expect(answers[5]!.json()).not.toHaveProperty('requestId');
    expect(answers[6]!.json()).toMatchObject({ code: 'RUTA_NO_ENCONTRADA', requestId: 'nginx-req-0002' });
  });

  it('puts the request id in the body of a 500', async () => {
    const own = await createTestApp();
    try {
      const token = (await login(own.app, 'mozo@demo.local', 'mozo123')).token;
      await sql`drop table config_general`.execute(own.app.db);
      const r = await own.app.inject({ method: 'GET', url: '/api/configuracion/general', headers: bearer(token) });
      expect(r.statusCode).toBe(500);
      expect(r.json()).toEqual({ success: false, code: 'ERROR_INTERNO', message: 'Error interno del servidor', requestId: r.headers['x-request-id'] });
    } finally {
      await own.close();
    }
  });

  it('never writes a password or a token to the log, even at trace level', async () => {
    lines.length = 0;
    const session = await login(t.app, 'admin@demo.local', 'admin123');
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { nombreUsuario: 'admin@demo.local', password: 'Clave-Incorrecta-987', deviceInfo: DEVICE_INFO },
    });
    expect(failed.statusCode).toBe(401);
    await call(t.app, { method: 'GET', url: '/api/auth/me', headers: bearer(session.token) });
    await call(t.app, { method: 'GET', url: `/api/health?access_token=${session.token}` });
    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(4);
    expect(log).toContain('/api/auth/login');
    expect(log).not.toContain('admin123');
    expect(log).not.toContain('Clave-Incorrecta-987');
    expect(log).not.toContain(session.token);
  });
});

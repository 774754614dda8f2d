import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';

/*
 * One name for a date range on every route, as a caller reads the OpenAPI document and as the
 * api answers: fechaDesde/fechaHasta. Another spelling is an unknown parameter, refused by name.
 */

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
}

/** Spellings of a range's bounds other than fechaDesde/fechaHasta. */
const OTHER_NAMES = /^(desde|hasta|from|to|inicio|fin|fechaInicio|fechaFin|start|end|since|until)$/i;

let t: TestApp;
let token: string;
let doc: OpenApiDoc;

beforeAll(async () => {
  t = await createTestApp({ buildOptions: { backups: { checkIntervalMs: 0 } } });
  token = (await login(t.app, 'admin@demo.local', 'admin123')).token;
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
});

afterAll(async () => {
  await t.close();
});

describe('a date range', () => {
  it('is fechaDesde/fechaHasta on every operation that takes one, and never another name', () => {
    const others: string[] = [];
    const ranges: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        for (const name of names) if (OTHER_NAMES.test(name)) others.push(`${method.toUpperCase()} ${path} ?${name}`);
        if (names.includes('fechaDesde')) ranges.push(`${method.toUpperCase()} ${path}`);
        if (names.includes('fechaDesde') !== names.includes('fechaHasta')) others.push(`${method.toUpperCase()} ${path} has one bound only`);
      }
    }
    expect(others).toEqual([]);
    expect(ranges).toEqual(
      expect.arrayContaining(['GET /api/reportes/ventas', 'GET /api/reportes/consumo', 'GET /api/reportes/ingenieria-menu', 'GET /api/reportes/consumo/exportar/{formato}']),
    );
  });

  it('on the ingredient use and menu engineering reports and their exports: desde/hasta are refused by name, fechaDesde/fechaHasta answer that range', async () => {
    for (const path of [
      '/api/reportes/consumo',
      '/api/reportes/ingenieria-menu',
      '/api/reportes/consumo/exportar/csv',
      '/api/reportes/ingenieria-menu/exportar/csv',
      '/api/reportes/costos/exportar/csv',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?desde=2020-01-01&hasta=2020-01-31`, headers: bearer(token) });
      expect({ path, status: res.statusCode, body: res.json() }).toMatchObject({
        path,
        status: 400,
        body: { success: false, code: 'PARAMETRO_DESCONOCIDO', message: "El parámetro 'desde' no existe en esta ruta", params: { parametro: 'desde' } },
      });
    }
    for (const path of ['/api/reportes/consumo', '/api/reportes/ingenieria-menu']) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?fechaDesde=2020-01-01&fechaHasta=2020-01-31`, headers: bearer(token) });
      expect({ path, status: res.statusCode, body: res.json() }).toMatchObject({ path, status: 200, body: { success: true, data: { desde: '2020-01-01', hasta: '2020-01-31' } } });
    }
  });
});

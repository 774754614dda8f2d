import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawUpgrade } from './helpers/hub-server';
import { bearer, createTestApp, login, type TestApp } from './helpers/test-app';
import { routeAccess } from '../src/modules/auth/permissions';

/*
 * The api's contract as a caller reads it: the OpenAPI document names every operation and its
 * refusals, a query parameter a route does not take is refused (not ignored), a date range is
 * fechaDesde/fechaHasta, and the hubs' HTTP refusals are the envelope with a code.
 */

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: { $ref?: string } }> }>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let token: string;
let doc: OpenApiDoc;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ buildOptions: { backups: { checkIntervalMs: 0 } } });
  token = (await login(t.app, 'admin@demo.local', 'admin123')).token;
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t.close();
});

function operations(): { method: string; path: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method, path, op })),
  );
}

describe('OpenAPI document', () => {
  it('gives every operation a unique camelCase operationId derived from its method and path', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(200);
    const ids = all.map(({ op }) => op.operationId);
    expect(ids.filter((id) => id === undefined)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
    expect(doc.paths['/api/tipos-de-cambio/{id}/default']?.['put']?.operationId).toBe('putTiposDeCambioByIdDefault');
    expect(doc.paths['/api/reportes/ventas']?.['get']?.operationId).toBe('getReportesVentas');
  });

  it('documents the refusals of every operation with the envelope: 400, and 401/403/404/409 where the route can answer them', () => {
    const rechazo = doc.components.schemas['Rechazo'];
    expect(rechazo?.properties).toHaveProperty('success');
    expect(rechazo?.properties).toHaveProperty('code');
    expect(rechazo?.properties).toHaveProperty('message');
    expect(rechazo?.properties).toHaveProperty('params');
    expect(rechazo?.required).toEqual(expect.arrayContaining(['success', 'code', 'message']));
    for (const { method, path, op } of operations().filter((o) => o.path.startsWith('/api/'))) {
      const where = `${method.toUpperCase()} ${path}`;
      const responses = op.responses ?? {};
      const refusal = (status: number) => responses[String(status)]?.content?.['application/json']?.schema?.$ref;
      expect(refusal(400), where).toBe('#/components/schemas/Rechazo');
      expect(responses['400']?.description, where).toContain('PARAMETRO_DESCONOCIDO');
      const access = routeAccess(method.toUpperCase(), path.replace(/\{([^}]+)\}/g, ':$1'));
      if (access !== 'publico') {
        expect(refusal(401), where).toBe('#/components/schemas/Rechazo');
        expect(responses['401']?.description, where).toContain('SESION_EXPIRADA');
      }
      if (access !== undefined && access !== 'publico' && access !== 'autenticado') expect(responses['403']?.description, where).toContain('SIN_PERMISO');
      if (path.includes('{')) expect(refusal(404), where).toBe('#/components/schemas/Rechazo');
      if (method !== 'get') expect(refusal(409), where).toBe('#/components/schemas/Rechazo');
    }
  });
});

describe('unknown query parameters', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('refuses a parameter the route does not take, naming it in the caller’s language, and changes nothing', async () => {
    const categorias = async () => (await get('/api/categorias?incluirInactivas=true')).json<{ data: { nombre: string }[] }>().data.length;
    const before = await categorias();
    const body = { nombre: 'Contrato', clientMutationId: randomUUID() };
    const refused = await t.app.inject({ method: 'POST', url: '/api/categorias?nombre=Otra', headers: bearer(token), payload: body });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'PARAMETRO_DESCONOCIDO',
      params: { parametro: 'nombre' },
      message: "El parámetro 'nombre' no existe en esta ruta",
    });
    expect(await categorias()).toBe(before);
    // The same request without it is taken: it was the parameter alone.
    expect((await t.app.inject({ method: 'POST', url: '/api/categorias', headers: bearer(token), payload: body })).statusCode).toBe(201);
    expect(await categorias()).toBe(before + 1);
  });

  it('refuses any parameter on a route that takes none and a misspelt filter, but takes what the platform and the screens send', async () => {
    const me = await get('/api/auth/me?usuarioId=1');
    expect(me.statusCode).toBe(400);
    expect(me.json()).toMatchObject({ code: 'PARAMETRO_DESCONOCIDO', params: { parametro: 'usuarioId' } });
    const old = await get('/api/reportes/ventas?desde=2020-01-01&hasta=2020-01-31');
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'PARAMETRO_DESCONOCIDO', params: { parametro: 'desde' } });

    // A cache-buster, and the query strings the screens build (shared/src/api-client and the remotes).
    const urls = [
      '/api/auth/me?_=1700000000000',
      '/api/auditoria?limite=50',
      '/api/productos/buscar?q=pizza&limite=20',
      '/api/productos/frecuentes?cantidad=4',
      '/api/proveedores?pagina=1&limite=100&incluirInactivos=false',
      '/api/clientes?q=ana&pagina=1&limite=8&incluirInactivos=false',
      '/api/pedidos/criticos/count?umbral=15',
      '/api/impresion/trabajos?advertencias=true',
      '/api/impresion/trabajos/pendientes?estacion=cocina',
      '/api/reservas?fecha=2026-01-10',
      '/api/reservas?fechaDesde=2026-01-10&fechaHasta=2026-01-12',
      '/api/ventas/historial?rango=7&pagina=1&limite=20',
      '/api/reportes/ventas?rango=30&origen=mesa',
      '/api/stock/movimientos?pagina=1&limite=20',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.json<{ code?: string }>().code, `${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`).not.toBe('PARAMETRO_DESCONOCIDO');
      expect(res.statusCode, url).toBeLessThan(400);
    }
    // Every other query the screens build (its ids may not exist here: only the parameters count).
    const more: [string, string][] = [
      [
        'GET',
        '/api/productos?q=a&estado=activos&ordenarPor=nombre&ordenDireccion=asc&pagina=1&limite=20&categoriaId=1&subcategoriaId=1&proveedorId=1&bajoStock=true&controlaStock=true',
      ],
      ['GET', '/api/stock/movimientos?productoId=1&fechaDesde=2026-01-01&fechaHasta=2026-01-31&pagina=1&limite=20'],
      ['GET', '/api/pedidos?estado=pendiente&fechaDesde=2026-01-01&fechaHasta=2026-01-31&programados=true'],
      ['GET', '/api/pedidos?draftId=1&estado=pendiente'],
      ['GET', '/api/gastos?fechaDesde=2026-01-01&fechaHasta=2026-01-31'],
      ['GET', '/api/ventas/historial?fechaDesde=2026-01-01&fechaHasta=2026-01-31&q=ana&estado=pagada&pagina=1&limite=20'],
      ['GET', '/api/precios/historial?productoId=1&limite=100'],
      ['GET', '/api/reportes/ventas-bajo-costo?fechaDesde=2026-01-01&fechaHasta=2026-01-31&usuarioId=1&productoId=1'],
      ['GET', '/api/reportes/ventas/exportar/csv?fechaDesde=2026-01-01&fechaHasta=2026-01-31&idioma=en'],
      ['GET', '/api/reportes/cierres-z/1/imprimir?formato=ticket'],
      ['GET', '/api/ventas/1/remito?formato=ticket'],
      ['GET', '/api/ventas/1/ticket-fiscal?formato=ticket'],
      ['GET', '/api/ventas/1/nota-credito?formato=ticket'],
      ['GET', '/api/productos/1/imagen?size=thumb&v=1'],
      ['POST', '/api/productos/ajuste-precios?preview=true'],
    ];
    for (const [method, url] of more) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(token) });
      const json = String(res.headers['content-type']).includes('json');
      expect(json ? res.json<{ code?: string }>().code : res.statusCode, `${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`).not.toBe('PARAMETRO_DESCONOCIDO');
      if (!json) expect(res.statusCode, url).toBeLessThan(400);
    }
  });
});

describe('one name for a date range', () => {
  it('answers the figures of the fechaDesde..fechaHasta range on the reports', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reportes/ventas?fechaDesde=2020-01-01&fechaHasta=2020-01-31', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { desde: '2020-01-01', hasta: '2020-01-31', totales: { ventas: 0 } } });
    const doc2 = doc.paths['/api/reportes/ventas']?.['get']?.parameters?.filter((p) => p.in === 'query').map((p) => p.name);
    expect(doc2).toEqual(expect.arrayContaining(['fechaDesde', 'fechaHasta']));
    expect(doc2).not.toContain('desde');
    const reservas = doc.paths['/api/reservas']?.['get']?.parameters?.filter((p) => p.in === 'query').map((p) => p.name);
    expect(reservas).toEqual(expect.arrayContaining(['fecha', 'fechaDesde', 'fechaHasta']));
  });
});

describe('hubs', () => {
  it('documents negotiate only for the method the server answers, with the answer it gives', async () => {
    for (const hub of ['mesas', 'ventas']) {
      const path = `/ws/${hub}/negotiate`;
      const documented = Object.keys(doc.paths[path] ?? {}).filter((m) => METHODS.includes(m));
      expect(documented).toEqual(['post']);
      const post = doc.paths[path]!['post']!;
      expect(Object.keys(post.responses ?? {})).toEqual(expect.arrayContaining(['200', '401']));
      expect(JSON.stringify(post.responses?.['200'])).toContain('connectionToken');
      for (const method of METHODS) {
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url: `${path}?negotiateVersion=1`, headers: bearer(token) });
        if (documented.includes(method)) {
          expect(res.statusCode, method).toBe(200);
          expect(res.json()).toMatchObject({ negotiateVersion: 1, connectionId: expect.any(String), connectionToken: expect.any(String) });
        } else expect(res.statusCode, method).toBe(405);
      }
    }
  });

  it('refuses in the envelope: 401 without a session, 405 another method, before the upgrade too', async () => {
    const unauthorized = await t.app.inject({ method: 'POST', url: '/ws/mesas/negotiate?negotiateVersion=1' });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.json()).toMatchObject({ success: false, code: 'SESION_EXPIRADA', message: 'Sesión expirada' });

    const other = await t.app.inject({ method: 'GET', url: '/ws/ventas/negotiate', headers: bearer(token) });
    expect(other.statusCode).toBe(405);
    expect(other.headers['allow']).toBe('POST');
    expect(other.json()).toMatchObject({ success: false, code: 'METODO_NO_PERMITIDO', params: { metodo: 'GET', ruta: '/ws/ventas/negotiate', permitidos: 'POST' } });

    const unknown = await t.app.inject({ method: 'POST', url: '/ws/mesas/negotiate?negotiateVersion=1&transporte=ws', headers: bearer(token) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: 'PARAMETRO_DESCONOCIDO', params: { parametro: 'transporte' } });

    const noToken = await rawUpgrade(`${baseUrl}/ws/mesas`);
    expect(noToken).toMatchObject({ kind: 'rejected', statusCode: 401 });
    expect(JSON.parse((noToken as { body: string }).body)).toMatchObject({ success: false, code: 'SESION_EXPIRADA', message: 'Sesión expirada' });
    const forged = await rawUpgrade(`${baseUrl}/ws/mesas?id=no-es-un-token`, bearer(token));
    expect(forged).toMatchObject({ kind: 'rejected', statusCode: 404 });
    expect(JSON.parse((forged as { body: string }).body)).toMatchObject({ success: false, code: 'HUB_CONEXION_DESCONOCIDA' });
  });
});

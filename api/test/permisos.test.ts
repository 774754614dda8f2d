// Every api route checks a permission of the caller's roles (one table,
// api/src/modules/auth/permissions.ts), whatever the screen shows.
import { ROLES, type Role } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, routeAccess, type RouteAccess } from '../src/modules/auth/permissions';
import { abrirCaja, createVenue, medioId, producto, type TestVenue } from './helpers/money';
import { createTestApp, ON_POSTGRES, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface RouteCase {
  method: Method;
  url: string;
  access: RouteAccess;
}

/** The table's routes, with placeholder ids for their parameters. */
const CASES: RouteCase[] = Object.entries(ROUTE_ACCESS).map(([key, access]) => {
  const [method, url] = key.split(' ') as [Method, string];
  return { method, url, access };
});

const concreteUrl = (url: string) => url.replace(/:\w+/g, '999999');

async function send(token: string | null, method: Method, url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? (method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) : { payload: payload as object }),
  });
  let body: Envelope | null = null;
  try {
    body = res.json<Envelope>();
  } catch {
    body = null;
  }
  return { status: res.statusCode, body };
}

/** Every row of every table, to show that a refused call changed nothing. */
async function snapshot(): Promise<string> {
  // On PostgreSQL the catalogue lists every schema's tables (other test files' too): only ours.
  const schema = ON_POSTGRES ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.app.db)).rows[0]!.s : undefined;
  const tables = (await t.app.db.introspection.getTables())
    .filter((table) => schema === undefined || table.schema === schema)
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
  const dump: Record<string, unknown[]> = {};
  for (const name of tables) {
    dump[name] = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.app.db)).rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(dump);
}

const SIN_PERMISO = { success: false, requestId: expect.any(String) as unknown, code: 'SIN_PERMISO', message: 'No tenés permisos para realizar esta acción' };

function allowed(role: Role, access: RouteAccess): boolean {
  if (access === 'publico' || access === 'autenticado') return true;
  return SEEDED_ROLE_PERMISSIONS[role].includes(access);
}

describe('the route table', () => {
  it('names the access of every /api route the app registers, and only routes that exist', () => {
    const registered = t.app.apiRoutes;
    expect(registered.length).toBeGreaterThan(60);
    const missing = registered.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const keys = new Set(registered.map((r) => `${r.method} ${r.url}`));
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !keys.has(key));
    expect(stale).toEqual([]);
    expect(routeAccess('GET', '/api/docs/json')).toBe('publico');
  });

  it('asks for a session on every route but sign-in, refresh, health, remotes, menu photos, the docs and the metrics (localhost or METRICS_TOKEN)', async () => {
    const open = CASES.filter((c) => c.access === 'publico').map((c) => `${c.method} ${c.url}`);
    expect(open.sort()).toEqual(
      ['GET /api/health', 'GET /api/metrics', 'GET /api/remotes', 'POST /api/auth/login', 'POST /api/auth/refresh', 'GET /api/productos/:id/imagen'].sort(),
    );
    for (const c of CASES.filter((x) => x.access !== 'publico')) {
      const res = await send(null, c.method, concreteUrl(c.url));
      expect({ route: `${c.method} ${c.url}`, status: res.status, code: res.body?.code }).toEqual({ route: `${c.method} ${c.url}`, status: 401, code: 'SESION_EXPIRADA' });
    }
  }, 120_000);
});

describe('every route x the four seeded roles', () => {
  let v: TestVenue;
  beforeAll(async () => {
    v = await createVenue(t.app);
  });

  it('refuses with 403 and the Spanish message what a role may not do, and changes nothing', async () => {
    const before = await snapshot();
    let refusals = 0;
    for (const role of ROLES) {
      for (const c of CASES.filter((x) => !allowed(role, x.access))) {
        const res = await send(v.as[role].token, c.method, concreteUrl(c.url));
        expect({ role, route: `${c.method} ${c.url}`, status: res.status, body: res.body }).toEqual({ role, route: `${c.method} ${c.url}`, status: 403, body: SIN_PERMISO });
        refusals += 1;
      }
    }
    // admin may do everything; the others are refused something.
    expect(refusals).toBeGreaterThan(60);
    expect(await snapshot()).toBe(before);
  }, 120_000);

  it('lets each role through what its permissions allow (the answer is the route’s own, never 401 or 403)', async () => {
    const other = await createVenue(t.app);
    for (const role of ROLES) {
      for (const c of CASES.filter((x) => x.access !== 'publico' && allowed(role, x.access))) {
        // Sign-out would end the session the rest of the matrix uses: checked last, below.
        if (c.url === '/api/auth/logout') continue;
        const res = await send(other.as[role].token, c.method, concreteUrl(c.url));
        expect({ role, route: `${c.method} ${c.url}`, refused: res.status === 401 || res.status === 403 }).toEqual({ role, route: `${c.method} ${c.url}`, refused: false });
      }
    }
    for (const role of ROLES) expect((await send(other.as[role].token, 'POST', '/api/auth/logout')).status).toBe(200);
  }, 120_000);

  it('refuses well-formed calls too, before anything runs: no sale, customer, user, setting or plan is written', async () => {
    const venue = await createVenue(t.app);
    await abrirCaja(venue.as.cajero);
    const agua = await producto(venue.as.cajero, 'BEB-001');
    const efectivo = await medioId(venue.as.cajero, 'efectivo');
    const before = await snapshot();
    const attempts: [Role, Method, string, unknown][] = [
      ['mozo', 'POST', '/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: efectivo, monto: 2_500 }] }],
      ['mozo', 'POST', '/api/clientes', { nombre: 'Ana', telefono: '+5491123456789', direccion: 'Calle 1', departamento: 'A', ciudad: 'CABA' }],
      ['cajero', 'PUT', '/api/configuracion/general', { mostrarItemsRestaurant: false }],
      ['empleado', 'POST', '/api/usuarios', { nombre: 'Nuevo', email: 'nuevo@test.local', password: 'secreto123', rolIds: [1] }],
      ['mozo', 'PUT', '/api/mesas/bulk', []],
      ['empleado', 'POST', '/api/arqueos', { montoInicial: 1_000 }],
      ['empleado', 'POST', '/api/roles', { nombre: 'Supervisor', permisos: ['ventas.anular'] }],
      ['cajero', 'POST', '/api/medios-de-pago', { nombre: 'Vale' }],
    ];
    for (const [role, method, url, payload] of attempts) {
      const res = await send(venue.as[role].token, method, url, payload);
      expect({ role, url, status: res.status, body: res.body }).toEqual({ role, url, status: 403, body: SIN_PERMISO });
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('roles as data', () => {
  it('gives a user exactly the permissions of their roles, read on every call', async () => {
    const v = await createVenue(t.app);
    const admin = v.as.admin;
    const rol = await admin.post<{ id: number; permisos: string[] }>('/api/roles', { nombre: `Encargado ${v.localId}`, permisos: ['clientes.editar'] });
    expect(rol.status).toBe(201);
    const user = await admin.post<{ id: number }>('/api/usuarios', {
      nombre: 'Encargada',
      email: `encargada-${v.localId}@test.local`,
      password: 'secreto123',
      rolIds: [rol.body.data!.id],
    });
    expect(user.status).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { nombreUsuario: `encargada-${v.localId}@test.local`, password: 'secreto123' } });
    const session = login.json<Envelope<{ token: string; rol: string; permisos: string[]; user: { permisos: string[] } }>>().data!;
    // A role the screens do not know is an empleado for them.
    expect({ rol: session.rol, permisos: session.permisos, userPermisos: session.user.permisos }).toEqual({
      rol: 'empleado',
      permisos: ['clientes.editar'],
      userPermisos: ['clientes.editar'],
    });

    const cliente = { nombre: 'Ana', telefono: '+5491123456789', direccion: 'Calle 1', departamento: 'A', ciudad: 'CABA' };
    expect((await send(session.token, 'POST', '/api/clientes', cliente)).status).toBe(201);
    expect((await send(session.token, 'POST', '/api/arqueos', { montoInicial: 1_000 })).body).toEqual(SIN_PERMISO);

    // The admin widens the role: the same session may open the register at once.
    await admin.put(`/api/roles/${rol.body.data!.id}`, { permisos: ['clientes.editar', 'caja.abrir-cerrar'] });
    expect((await send(session.token, 'POST', '/api/arqueos', { montoInicial: 1_000 })).status).toBe(201);
    const me = await send(session.token, 'GET', '/api/auth/me');
    expect(me.body?.data).toMatchObject({ rol: 'empleado', permisos: ['caja.abrir-cerrar', 'clientes.editar'] });

    // ...and narrows it again.
    await admin.put(`/api/roles/${rol.body.data!.id}`, { permisos: [] });
    expect((await send(session.token, 'POST', '/api/clientes', { ...cliente, nombre: 'Beto' })).body).toEqual(SIN_PERMISO);
  });

  it('signs the seeded roles in with their permission sets', async () => {
    const v = await createVenue(t.app);
    for (const role of ROLES) {
      const me = await v.as[role].get<{ rol: string; permisos: string[] }>('/api/auth/me');
      expect({ role, rol: me.body.data!.rol, permisos: me.body.data!.permisos }).toEqual({ role, rol: role, permisos: [...SEEDED_ROLE_PERMISSIONS[role]].sort() });
    }
  });
});

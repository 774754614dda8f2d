// The rules inside the routes, by role: each seeded role, on a route its permissions open, meets
// each rule as its permissions say (costs, suppliers' data, opening an account, a drawer expense
// and a tip above the venue's limits, a discount above the role's own), as a caller reads it.
import { ROLES, type Cliente, type Role } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS, type Permission } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccess } from '../src/modules/auth/permissions';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let v: TestVenue;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  v = await createVenue(t.app);
  // Enough cash that the drawer itself refuses nothing here: only the rules do.
  await abrirCaja(v.as.cajero, 200_000);
});
afterAll(async () => {
  await t.close();
});

const holds = (role: Role, permission: Permission) => SEEDED_ROLE_PERMISSIONS[role].includes(permission);

/** What a role meets on a route: SIN_PERMISO when the route is not theirs, else `pass` with the rule's permission, else the rule's code. */
function expected(role: Role, method: string, url: string, rule: Permission, code: string): string {
  const access = routeAccess(method, url);
  if (access !== 'autenticado' && access !== 'publico' && !holds(role, access as Permission)) return 'SIN_PERMISO';
  return holds(role, rule) ? 'pasa' : code;
}

const outcome = (res: { status: number; body: { code?: string } }) => (res.status < 300 ? 'pasa' : (res.body.code ?? String(res.status)));

describe('every seeded role x the rules inside the routes', () => {
  it("sees products' costs and suppliers' CUIT only with productos.costos and proveedores.ver", async () => {
    const seen: Record<string, [string, string]> = {};
    const want: Record<string, [string, string]> = {};
    for (const role of ROLES) {
      const productos = (await v.as[role].get<{ items: { costo: number | null }[] }>('/api/productos?limite=20')).body.data!.items;
      const proveedores = (await v.as[role].get<{ items: { cuit: string | null }[] }>('/api/proveedores')).body.data!.items;
      seen[role] = [productos.some((p) => p.costo !== null) ? 'pasa' : 'COSTO_OCULTO', proveedores.some((p) => p.cuit !== null) ? 'pasa' : 'CUIT_OCULTO'];
      want[role] = [expected(role, 'GET', '/api/productos', 'productos.costos', 'COSTO_OCULTO'), expected(role, 'GET', '/api/proveedores', 'proveedores.ver', 'CUIT_OCULTO')];
    }
    expect(seen).toEqual(want);
    // The matrix means something: someone sees them and someone does not.
    expect(new Set(Object.values(seen).map((s) => s.join()))).toEqual(new Set(['pasa,pasa', 'COSTO_OCULTO,CUIT_OCULTO']));
  });

  it('opens a current account only with clientes.cuenta-corriente', async () => {
    const seen: Record<string, string> = {};
    const want: Record<string, string> = {};
    for (const role of ROLES) {
      const res = await v.as[role].post<Cliente>('/api/clientes', {
        nombre: `Cuenta de ${role}`,
        telefono: '11 2345-6789',
        direccion: 'Av. Rivadavia',
        departamento: 'Comuna 5',
        ciudad: 'Buenos Aires',
        cuentaCorriente: true,
        limiteCredito: 50_000,
        clientMutationId: mutationId(),
      });
      seen[role] = outcome(res);
      want[role] = expected(role, 'POST', '/api/clientes', 'clientes.cuenta-corriente', 'CLIENTE_CUENTA_CORRIENTE_SIN_PERMISO');
    }
    expect(seen).toEqual(want);
  });

  it('pays an expense above the venue limit from the drawer only with caja.supervisar', async () => {
    const seen: Record<string, string> = {};
    const want: Record<string, string> = {};
    for (const role of ROLES) {
      const res = await v.as[role].post('/api/gastos', {
        categoria: 'Proveedores',
        descripcion: `Carne (${role})`,
        pagadoPor: role,
        montoPesos: 60_000,
        desdeCaja: true,
        clientMutationId: mutationId(),
      });
      seen[role] = outcome(res);
      want[role] = expected(role, 'POST', '/api/gastos', 'caja.supervisar', 'GASTO_SUPERA_LIMITE');
    }
    expect(seen).toEqual(want);
  });

  it('takes a tip above the venue limit only with caja.supervisar, and a discount above the role limit only with ventas.descuento-libre or a limit that covers it', async () => {
    const agua = await producto(v.as.cajero, 'BEB-001');
    const tarjeta = await medioId(v.as.cajero, 'tarjeta_credito');
    const seen: Record<string, [string, string]> = {};
    const want: Record<string, [string, string]> = {};
    for (const role of ROLES) {
      const tip = await v.as[role].post('/api/ventas/finalizar', {
        items: [{ productoId: agua.id, cantidad: 1 }],
        pagos: [{ medioId: tarjeta, monto: agua.precio }],
        propinas: [{ medioId: tarjeta, tipo: 'porcentaje', valor: 100 }],
        clientMutationId: mutationId(),
      });
      const limite = (await v.as[role].get<{ porcentaje: number; libre: boolean }>('/api/ventas/limite-descuento')).body.data!;
      const discount = await v.as[role].post('/api/ventas/finalizar', {
        items: [{ productoId: agua.id, cantidad: 2 }],
        pagos: [{ medioId: tarjeta, monto: agua.precio }],
        descuentoTipo: 'porcentaje',
        descuentoValor: 50,
        motivoDescuento: 'Cortesía',
        clientMutationId: mutationId(),
      });
      seen[role] = [outcome(tip), outcome(discount)];
      const route = expected(role, 'POST', '/api/ventas/finalizar', 'caja.supervisar', 'PROPINA_SUPERA_LIMITE');
      const libre = holds(role, 'ventas.descuento-libre') || limite.porcentaje >= 50;
      want[role] = [route, route === 'SIN_PERMISO' ? route : libre ? 'pasa' : 'DESCUENTO_SUPERA_LIMITE'];
      // The api's own answer of the limit agrees with the role's permission.
      expect({ role, libre: limite.libre }).toEqual({ role, libre: holds(role, 'ventas.descuento-libre') });
    }
    expect(seen).toEqual(want);
  });
});

// Costs, profit % and margins are for productos.costos; a supplier's CUIT, e-mail and address for
// proveedores.ver. The seeded admin and empleado (who run products, stock and suppliers) hold
// both; the waiter and the cashier read products and suppliers without them.
import type { PreciosHistorialList, Producto, ProductosList, Proveedor, ProveedoresList, ReporteFinanciero, ReporteProductos, Rol } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createVenue, mutationId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** A user of a new role holding exactly `permisos`. */
async function conPermisos(v: TestVenue, permisos: string[]): Promise<ApiClient> {
  const tag = Math.random().toString(36).slice(2, 8);
  const rol = await v.as.admin.post<Rol>('/api/roles', { nombre: `Rol ${tag}`, permisos });
  expect(rol.status).toBe(201);
  const email = `u-${tag}@test.local`;
  const user = await v.as.admin.post('/api/usuarios', { nombre: `Usuario ${tag}`, email, password: 'secreto123', rolIds: [rol.body.data!.id] });
  expect(user.status).toBe(201);
  return apiClient(t.app, email, 'secreto123');
}

const proveedorBody = {
  nombre: 'Distribuidora del Sur',
  cuit: '30-71234567-1',
  email: 'ventas@delsur.com.ar',
  direccion: 'Av. Mitre 1200',
  localidad: 'Avellaneda',
  provincia: 'Buenos Aires',
};

describe('the seeded roles and the new permissions', () => {
  it('gives productos.costos and proveedores.ver to admin and empleado only', async () => {
    expect(SEEDED_ROLE_PERMISSIONS.empleado).toEqual(expect.arrayContaining(['productos.costos', 'proveedores.ver']));
    for (const rol of ['mozo', 'cajero'] as const) {
      expect(SEEDED_ROLE_PERMISSIONS[rol]).not.toContain('productos.costos');
      expect(SEEDED_ROLE_PERMISSIONS[rol]).not.toContain('proveedores.ver');
    }
    const v = await createVenue(t.app);
    const roles = (await v.as.admin.get<Rol[]>('/api/roles')).body.data!;
    const of = (nombre: string) => roles.find((r) => r.nombre === nombre)!.permisos;
    expect(of('admin')).toEqual(expect.arrayContaining(['productos.costos', 'proveedores.ver']));
    expect(of('empleado')).toEqual(expect.arrayContaining(['productos.costos', 'proveedores.ver']));
    expect(of('mozo')).not.toContain('productos.costos');
    expect(of('cajero')).not.toContain('proveedores.ver');
  });
});

describe('costs and margins (productos.costos)', () => {
  it('the product list and detail omit cost and profit % for the waiter and the cashier, and show them to admin and empleado', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.mozo, 'BEB-001');
    for (const rol of ['mozo', 'cajero'] as const) {
      const detalle = await v.as[rol].get<Producto>(`/api/productos/${agua.id}`);
      expect(detalle.status).toBe(200);
      expect(detalle.body.data).toMatchObject({ precio: 2_500, costo: null, porcentajeGanancia: null });
      const lista = await v.as[rol].get<ProductosList>('/api/productos?q=BEB-001');
      expect(lista.body.data!.items[0]).toMatchObject({ precio: 2_500, costo: null, porcentajeGanancia: null });
      expect(lista.body.data!.items.every((p) => p.costo === null && p.porcentajeGanancia === null)).toBe(true);
    }
    for (const rol of ['admin', 'empleado'] as const) {
      expect((await v.as[rol].get<Producto>(`/api/productos/${agua.id}`)).body.data).toMatchObject({ costo: 800, porcentajeGanancia: 212.5 });
    }
  });

  it('the CSV export has no cost or profit % column without the permission', async () => {
    const v = await createVenue(t.app);
    const csv = async (c: ApiClient) => (await t.app.inject({ method: 'GET', url: '/api/productos/exportar', headers: bearer(c.token) })).body;
    const mozo = await csv(v.as.mozo);
    const header = mozo.replace('\uFEFF', '').split('\r\n')[0]!.split(';');
    expect(header).toContain('precio');
    expect(header).not.toContain('costo');
    expect(header).not.toContain('porcentaje_ganancia');
    const empleado = (await csv(v.as.empleado)).replace('\uFEFF', '').split('\r\n')[0]!.split(';');
    expect(empleado).toEqual(expect.arrayContaining(['costo', 'porcentaje_ganancia']));
  });

  it('the price history shows prices but not costs without the permission', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    const ficha = (await v.as.empleado.get<Producto>(`/api/productos/${agua.id}`)).body.data!;
    const { id: _id, categoria: _c, subcategoria: _s, esPorPeso: _e, bajoStock: _b, imagen: _i, fechaModificacion: _f, porcentajeGanancia: _g, ...body } = ficha;
    expect((await v.as.empleado.put(`/api/productos/dto/${agua.id}`, { ...body, precio: 2_700, costo: 900, clientMutationId: mutationId() })).status).toBe(200);
    const mozo = await v.as.mozo.get<PreciosHistorialList>(`/api/precios/historial?productoId=${agua.id}`);
    expect(mozo.status).toBe(200);
    expect(mozo.body.data!.items[0]).toMatchObject({ precioAnterior: 2_500, precioNuevo: 2_700, costoAnterior: null, costoNuevo: null });
    const admin = await v.as.admin.get<PreciosHistorialList>(`/api/precios/historial?productoId=${agua.id}`);
    expect(admin.body.data!.items[0]).toMatchObject({ costoAnterior: 800, costoNuevo: 900 });
  });

  it('a product editor without productos.costos neither reads nor changes the cost: the stored cost stays', async () => {
    const v = await createVenue(t.app);
    const editor = await conPermisos(v, ['productos.editar']);
    const agua = await producto(editor, 'BEB-001');
    const ficha = (await editor.get<Producto>(`/api/productos/${agua.id}`)).body.data!;
    expect(ficha.costo).toBeNull();
    const { id: _id, categoria: _c, subcategoria: _s, esPorPeso: _e, bajoStock: _b, imagen: _i, fechaModificacion: _f, porcentajeGanancia: _g, ...body } = ficha;
    const res = await editor.put<Producto>(`/api/productos/dto/${agua.id}`, { ...body, costo: 1, precio: 2_600, clientMutationId: mutationId() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ precio: 2_600, costo: null, porcentajeGanancia: null });
    expect((await v.as.admin.get<Producto>(`/api/productos/${agua.id}`)).body.data).toMatchObject({ precio: 2_600, costo: 800, porcentajeGanancia: 225 });
  });

  it('the form of an editor without productos.costos sends no cost: the edit and a new product save, priced by their price; an editor who handles costs must send one', async () => {
    const v = await createVenue(t.app);
    const editor = await conPermisos(v, ['productos.editar']);
    const agua = await producto(editor, 'BEB-001');
    const ficha = (await editor.get<Producto>(`/api/productos/${agua.id}`)).body.data!;
    const { id: _id, categoria: _c, subcategoria: _s, esPorPeso: _e, bajoStock: _b, imagen: _i, fechaModificacion: _f, porcentajeGanancia: _g, costo: _k, ...body } = ficha;
    const edit = await editor.put<Producto>(`/api/productos/dto/${agua.id}`, { ...body, precio: 2_700, clientMutationId: mutationId() });
    expect(edit.status).toBe(200);
    expect((await v.as.admin.get<Producto>(`/api/productos/${agua.id}`)).body.data).toMatchObject({ precio: 2_700, costo: 800 });

    const nuevo = { nombre: 'Limonada de la casa', categoriaId: ficha.categoriaId, precio: 3_000, costo: 1, porcentajeGanancia: 900 };
    const creado = await editor.post<Producto>('/api/productos/dto', { ...nuevo, clientMutationId: mutationId() });
    expect(creado.status).toBe(201);
    // The cost and profit % it sent are not written: it never reads them.
    expect((await v.as.admin.get<Producto>(`/api/productos/${creado.body.data!.id}`)).body.data).toMatchObject({ precio: 3_000, costo: null, porcentajeGanancia: null });

    const { costo: _sin, ...sinCosto } = nuevo;
    const refused = await v.as.empleado.post('/api/productos/dto', { ...sinCosto, nombre: 'Soda', clientMutationId: mutationId() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'COSTO_OBLIGATORIO', message: 'El costo debe ser mayor a 0' });
    const lista = (await v.as.admin.get<ProductosList>('/api/productos?q=Soda')).body.data!;
    expect(lista.items).toHaveLength(0);
  });

  it('the products and financial reports, on screen and exported, show costs, margins and the result only with productos.costos', async () => {
    const v = await createVenue(t.app);
    const lector = await conPermisos(v, ['reportes.ver']);
    const productos = (await lector.get<ReporteProductos>('/api/reportes/productos?rango=30')).body;
    expect(productos.success).toBe(true);
    expect(productos.data!.totales).toMatchObject({ costo: null, margen: null });
    expect(productos.data!.items.every((i) => i.costo === null && i.margen === null && i.margenPorcentaje === null)).toBe(true);
    const financiero = (await lector.get<ReporteFinanciero>('/api/reportes/financiero?rango=30')).body.data!;
    expect(financiero).toMatchObject({ costoMercaderia: null, margenBruto: null, margenBrutoPorcentaje: null, resultado: null });
    expect(typeof financiero.ingresos).toBe('number');
    const header = async (c: ApiClient, tipo: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/reportes/${tipo}/exportar/csv?rango=30`, headers: bearer(c.token) });
      expect(res.statusCode).toBe(200);
      return res.body.replace('\uFEFF', '');
    };
    const sinCostos = await header(lector, 'productos');
    expect(sinCostos).not.toMatch(/;Costo;|;Margen;/);
    expect(await header(lector, 'financiero')).not.toMatch(/Costo de mercadería|Margen bruto|;Resultado/);
    const gerente = await conPermisos(v, ['reportes.ver', 'productos.costos']);
    expect((await gerente.get<ReporteFinanciero>('/api/reportes/financiero?rango=30')).body.data!.costoMercaderia).not.toBeNull();
    expect((await gerente.get<ReporteProductos>('/api/reportes/productos?rango=30')).body.data!.totales.costo).not.toBeNull();
    expect(await header(gerente, 'productos')).toMatch(/;Costo;/);
    expect(await header(gerente, 'financiero')).toMatch(/Costo de mercadería/);
  });

  it('a bulk adjustment of costs, the costs in its preview and the sales below cost need productos.costos', async () => {
    const v = await createVenue(t.app);
    const ajustador = await conPermisos(v, ['precios.ajustar', 'reportes.ver']);
    const ajuste = { Modo: 'porcentaje', Valor: 10, AplicarA: 'costo', Redondeo: { Tipo: 'ninguno' }, clientMutationId: mutationId() };
    const costos = await ajustador.post('/api/productos/ajuste-precios', ajuste);
    expect({ status: costos.status, code: costos.body.code, message: costos.body.message }).toEqual({
      status: 403,
      code: 'COSTOS_SIN_PERMISO',
      message: 'No tenés permiso para ver ni cambiar costos y márgenes',
    });
    const preview = await ajustador.post<{ items: { costoAnterior: number | null; costoNuevo: number | null }[] }>('/api/productos/ajuste-precios/preview', {
      ...ajuste,
      AplicarA: 'venta',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data!.items.every((i) => i.costoAnterior === null && i.costoNuevo === null)).toBe(true);
    const bajoCosto = await ajustador.get('/api/reportes/ventas-bajo-costo');
    expect({ status: bajoCosto.status, code: bajoCosto.body.code }).toEqual({ status: 403, code: 'COSTOS_SIN_PERMISO' });
  });
});

describe("suppliers' fiscal and contact data (proveedores.ver)", () => {
  it('the list and the detail omit CUIT, e-mail and address for the waiter and the cashier; the name stays for the product form', async () => {
    const v = await createVenue(t.app);
    const creado = await v.as.empleado.post<Proveedor>('/api/proveedores', { ...proveedorBody, clientMutationId: mutationId() });
    expect(creado.status).toBe(201);
    const id = creado.body.data!.id;
    for (const rol of ['mozo', 'cajero'] as const) {
      const lista = await v.as[rol].get<ProveedoresList>('/api/proveedores');
      expect(lista.status).toBe(200);
      expect(lista.body.data!.items.find((p) => p.id === id)).toMatchObject({ nombre: 'Distribuidora del Sur', cuit: null, email: null, direccion: null });
      const detalle = await v.as[rol].get<Proveedor>(`/api/proveedores/${id}`);
      expect(detalle.body.data).toMatchObject({ nombre: 'Distribuidora del Sur', cuit: null, email: null, direccion: null });
      // Nor can a search by CUIT or e-mail tell them whose they are.
      expect((await v.as[rol].get<ProveedoresList>('/api/proveedores?q=30712345671')).body.data!.total).toBe(0);
      expect((await v.as[rol].get<ProveedoresList>('/api/proveedores?q=delsur')).body.data!.total).toBe(0);
    }
    for (const rol of ['admin', 'empleado'] as const) {
      const detalle = await v.as[rol].get<Proveedor>(`/api/proveedores/${id}`);
      expect(detalle.body.data).toMatchObject({ cuit: '30712345671', email: 'ventas@delsur.com.ar', direccion: 'Av. Mitre 1200' });
      expect((await v.as[rol].get<ProveedoresList>('/api/proveedores?q=30712345671')).body.data!.total).toBe(1);
    }
  });
});

describe('supplier writes by an editor without proveedores.ver', () => {
  it('an edit keeps the CUIT, e-mail and address it cannot read, and saves the rest', async () => {
    const v = await createVenue(t.app);
    const creado = await v.as.empleado.post<Proveedor>('/api/proveedores', { ...proveedorBody, clientMutationId: mutationId() });
    expect(creado.status).toBe(201);
    const id = creado.body.data!.id;
    const editor = await conPermisos(v, ['productos.editar']);
    const put = await editor.put<Proveedor>(`/api/proveedores/${id}`, {
      ...proveedorBody,
      cuit: '20-12345678-6',
      email: 'otro@ejemplo.com',
      direccion: 'Calle Falsa 123',
      localidad: 'Lanús',
      clientMutationId: mutationId(),
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ localidad: 'Lanús', cuit: null, email: null, direccion: null });
    const detalle = await v.as.empleado.get<Proveedor>(`/api/proveedores/${id}`);
    expect(detalle.body.data).toMatchObject({ localidad: 'Lanús', cuit: '30712345671', email: 'ventas@delsur.com.ar', direccion: 'Av. Mitre 1200' });
  });
});

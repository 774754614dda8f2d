// Suppliers: Supplier (name, CUIT/CUIL of 11 digits with its check digit in Argentina,
// locality and province required), unique name per venue, search, edit, delete vs deactivate.
import type { Proveedor, ProveedorEliminado, ProveedoresList } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId, producto } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const distribuidora = {
  nombre: 'Distribuidora del Sur',
  cuit: '30-71234567-1',
  email: 'Ventas@DelSur.com.ar',
  direccion: 'Av. Mitre 1200',
  localidad: 'Avellaneda',
  provincia: 'Buenos Aires',
  comentario: 'Entrega martes y viernes',
};

describe('supplier validation', () => {
  it('creates a supplier with the CUIT as digits and the e-mail in lower case', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const res = await v.as.empleado.post<Proveedor>('/api/proveedores', { ...distribuidora, clientMutationId: mutationId() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Proveedor creado');
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      nombre: 'Distribuidora del Sur',
      cuit: '30712345671',
      email: 'ventas@delsur.com.ar',
      direccion: 'Av. Mitre 1200',
      localidad: 'Avellaneda',
      provincia: 'Buenos Aires',
      comentario: 'Entrega martes y viernes',
      activo: true,
      cantidadProductos: 0,
    });
  });

  it('accepts the PascalCase body of the original server', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const res = await v.as.admin.post<Proveedor>('/api/proveedores', {
      Nombre: 'Lácteos Pampa',
      Cuit: '20123456786',
      Localidad: 'Tandil',
      Provincia: 'Buenos Aires',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ nombre: 'Lácteos Pampa', cuit: '20123456786', email: null, direccion: null, comentario: null });
  });

  it('refuses each broken rule with its Spanish message', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const cases: [object, number, string][] = [
      [{ cuit: '30-71234567-2' }, 400, 'El CUIT/CUIL no es válido: el dígito verificador no coincide'],
      [{ cuit: '3071234567' }, 400, 'El CUIT/CUIL debe tener al menos 11 dígitos'],
      [{ cuit: 'AB-71234567-1' }, 400, 'El CUIT/CUIL debe tener al menos 11 dígitos'],
      [{ cuit: undefined }, 400, "El campo 'cuit' es obligatorio"],
      [{ nombre: '  ' }, 400, 'El nombre es obligatorio'],
      [{ localidad: '' }, 400, 'La localidad es obligatoria'],
      [{ provincia: '' }, 400, 'La provincia es obligatoria'],
      [{ email: 'ventas@' }, 400, 'El e-mail no tiene un formato válido'],
    ];
    for (const [change, status, message] of cases) {
      const res = await v.as.empleado.post('/api/proveedores', { ...distribuidora, ...change });
      expect({ change, status: res.status, message: res.body.message }).toEqual({ change, status, message });
    }
    const list = await v.as.empleado.get<ProveedoresList>('/api/proveedores');
    expect(list.body.data).toEqual({ items: [], total: 0 });
  });

  it('checks the check digit only for venues in Argentina', async () => {
    const v = await createVenue(t.app, { pais: 'UY', currencyCode: 'UYU', timezone: 'America/Montevideo', withMenu: false });
    const res = await v.as.empleado.post<Proveedor>('/api/proveedores', { ...distribuidora, cuit: '21-234567-0001' });
    expect(res.status).toBe(201);
    expect(res.body.data?.cuit).toBe('212345670001');
  });

  it('keeps one supplier per name in a venue, ignoring case and accents, but not across venues', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    await v.as.empleado.post('/api/proveedores', distribuidora);
    const again = await v.as.empleado.post('/api/proveedores', { ...distribuidora, nombre: 'DISTRIBUIDORA DEL  SUR' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PROVEEDOR_YA_EXISTE', message: "Ya existe un proveedor con el nombre 'Distribuidora del Sur'" });
    const other = await createVenue(t.app, { withMenu: false });
    expect((await other.as.empleado.post('/api/proveedores', distribuidora)).status).toBe(201);
  });

  it('lets only staff that edit products write; any signed-in user reads', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    for (const role of ['mozo', 'cajero'] as const) {
      const res = await v.as[role].post('/api/proveedores', distribuidora);
      expect(res.status).toBe(403);
    }
    const created = await v.as.admin.post<Proveedor>('/api/proveedores', distribuidora);
    expect(created.status).toBe(201);
    expect((await v.as.mozo.get<ProveedoresList>('/api/proveedores')).body.data?.total).toBe(1);
    expect((await v.as.cajero.del(`/api/proveedores/${created.body.data!.id}`)).status).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/proveedores' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('supplier list, edit and delete', () => {
  it('searches by name, CUIT and locality, pages by name, and hides inactive ones unless asked', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const names = ['Verdulería Núñez', 'Bodega Andes', 'Carnes Don Julio', 'Almacén Central'];
    const cuits = ['20123456786', '30712345671', '27123456780', '20111111112'];
    const ids: number[] = [];
    for (const [i, nombre] of names.entries()) {
      const res = await v.as.empleado.post<Proveedor>('/api/proveedores', { ...distribuidora, nombre, cuit: cuits[i], localidad: i === 1 ? 'Mendoza' : 'CABA' });
      expect(res.status).toBe(201);
      ids.push(res.body.data!.id);
    }
    const page1 = (await v.as.empleado.get<ProveedoresList>('/api/proveedores?limite=2')).body.data!;
    expect(page1.total).toBe(4);
    expect(page1.items.map((p) => p.nombre)).toEqual(['Almacén Central', 'Bodega Andes']);
    const page2 = (await v.as.empleado.get<ProveedoresList>('/api/proveedores?limite=2&pagina=2')).body.data!;
    expect(page2.items.map((p) => p.nombre)).toEqual(['Carnes Don Julio', 'Verdulería Núñez']);

    const search = async (q: string, extra = '') =>
      (await v.as.empleado.get<ProveedoresList>(`/api/proveedores?q=${encodeURIComponent(q)}${extra}`)).body.data!.items.map((p) => p.nombre);
    expect(await search('nunez')).toEqual(['Verdulería Núñez']);
    expect(await search('30-7123')).toEqual(['Bodega Andes']);
    expect(await search('mendoza')).toEqual(['Bodega Andes']);

    const editada = await v.as.empleado.put<Proveedor>(`/api/proveedores/${ids[1]}`, { ...distribuidora, nombre: 'Bodega Los Andes', cuit: cuits[1], activo: false });
    expect(editada.status).toBe(200);
    expect(editada.body.data).toMatchObject({ nombre: 'Bodega Los Andes', activo: false });
    expect(await search('andes')).toEqual([]);
    expect(await search('andes', '&incluirInactivos=true')).toEqual(['Bodega Los Andes']);

    const clash = await v.as.empleado.put(`/api/proveedores/${ids[1]}`, { ...distribuidora, nombre: 'almacen central', cuit: cuits[1] });
    expect(clash.status).toBe(409);
    expect((await v.as.empleado.put('/api/proveedores/999999', distribuidora)).body).toMatchObject({ code: 'PROVEEDOR_NO_EXISTE', message: 'El proveedor no existe' });
    expect((await v.as.empleado.get('/api/proveedores/999999')).status).toBe(404);
  });

  it('erases a supplier nobody names and deactivates one that a product names', async () => {
    const v = await createVenue(t.app);
    const libre = (await v.as.empleado.post<Proveedor>('/api/proveedores', distribuidora)).body.data!;
    const usado = (await v.as.empleado.post<Proveedor>('/api/proveedores', { ...distribuidora, nombre: 'Cervecería Quilmes' })).body.data!;
    const cerveza = await producto(v.as.empleado, 'BEB-001');
    await t.app.db.updateTable('productos').set({ proveedor_id: usado.id }).where('id', '=', cerveza.id).execute();
    expect((await v.as.empleado.get<Proveedor>(`/api/proveedores/${usado.id}`)).body.data?.cantidadProductos).toBe(1);

    const erased = await v.as.empleado.del<ProveedorEliminado>(`/api/proveedores/${libre.id}`, { clientMutationId: mutationId() });
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ message: 'Proveedor eliminado', data: { id: libre.id, resultado: 'eliminado' } });
    expect((await v.as.empleado.get(`/api/proveedores/${libre.id}`)).status).toBe(404);

    const kept = await v.as.empleado.del<ProveedorEliminado>(`/api/proveedores/${usado.id}`);
    expect(kept.body.data).toEqual({ id: usado.id, resultado: 'desactivado' });
    expect((await v.as.empleado.get<Proveedor>(`/api/proveedores/${usado.id}`)).body.data).toMatchObject({ activo: false, cantidadProductos: 1 });
  });

  it('the demo venue comes with suppliers, some named by its products', async () => {
    const v = await createVenue(t.app);
    const list = (await v.as.mozo.get<ProveedoresList>('/api/proveedores')).body.data!;
    expect(list.items.map((p) => [p.nombre, p.cantidadProductos])).toEqual([
      ['Bodega Los Álamos', 1],
      ['Cervecería Artesanal del Sur', 1],
      ['Distribuidora Norte', 0],
      ['Molino Harinero San José', 4],
    ]);
  });

  it('a create retried with the same ClientMutationId creates one supplier', async () => {
    const v = await createVenue(t.app, { withMenu: false });
    const cmid = mutationId();
    const first = await v.as.empleado.post<Proveedor>('/api/proveedores', { ...distribuidora, clientMutationId: cmid });
    const retry = await v.as.empleado.post<Proveedor>('/api/proveedores', { ...distribuidora, clientMutationId: cmid });
    expect(retry.status).toBe(201);
    expect(retry.body.data).toEqual(first.body.data);
    expect((await v.as.empleado.get<ProveedoresList>('/api/proveedores')).body.data?.total).toBe(1);
  });
});

// Ingredients on SQLite or PostgreSQL (TEST_DATABASE_URL): the CRUD with names unique per venue
// (case and accents ignored), the stock set by hand as an 'ajuste' with its reason, waste in any
// unit that converts, the movements with who, costs only for productos.costos, idempotent
// retries, and the stock functions the sales and purchases call in their own transaction.
import {
  insumoMovimientosPageSchema,
  insumoSchema,
  type AuditoriaPage,
  type Insumo,
  type InsumoMovimiento,
  type InsumoMovimientosPage,
  type Preparacion,
  type Rol,
} from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moverInsumos, recibirInsumos, stockDeInsumos } from '../src/modules/insumos';
import { apiClient, createVenue, mutationId, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function crear(v: TestVenue, body: object): Promise<Insumo> {
  const res = await v.as.admin.post<Insumo>('/api/insumos', { unidad: 'kg', clientMutationId: mutationId(), ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return insumoSchema.parse(res.body.data);
}

async function movimientos(v: TestVenue, id: number, query = ''): Promise<InsumoMovimientosPage> {
  const res = await v.as.admin.get<InsumoMovimientosPage>(`/api/insumos/${id}/movimientos${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return insumoMovimientosPageSchema.parse(res.body.data);
}

/** The empleado's role without productos.costos: they keep the ingredients but see no cost. */
async function empleadoSinCostos(v: TestVenue): Promise<void> {
  const roles = (await v.as.admin.get<Rol[]>('/api/roles')).body.data!;
  const empleado = roles.find((r) => r.nombre === 'empleado')!;
  const res = await v.as.admin.put(`/api/roles/${empleado.id}`, { permisos: empleado.permisos.filter((p) => p !== 'productos.costos'), clientMutationId: mutationId() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('ingredients CRUD (/api/insumos)', () => {
  it('creates, reads, lists, replaces an ingredient; its opening stock is an ajuste movement and each change is audited', async () => {
    const v = await createVenue(t.app);
    const harina = await crear(v, { nombre: ' Harina 000 ', costoUnitario: 1200, stockActual: 25, stockMinimo: 5 });
    expect(harina).toMatchObject({
      nombre: 'Harina 000',
      unidad: 'kg',
      costoUnitario: 1200,
      costoUltimo: null,
      stockActual: 25,
      stockMinimo: 5,
      controlaStock: true,
      bajoStock: false,
      proveedorId: null,
      activo: true,
    });
    const page = await movimientos(v, harina.id);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      tipo: 'ajuste',
      cantidad: 25,
      stockAnterior: 0,
      stockResultante: 25,
      costoUnitario: 1200,
      insumoId: harina.id,
      insumoNombre: 'Harina 000',
    });
    expect(page.items[0]!.usuarioNombre).toBe('Usuario admin');

    await crear(v, { nombre: 'Aceite de girasol', unidad: 'l', costoUnitario: 3500, controlaStock: false, activo: false });
    const todos = (await v.as.admin.get<Insumo[]>('/api/insumos')).body.data!;
    expect(todos.map((i) => i.nombre)).toEqual(['Aceite de girasol', 'Harina 000']);
    expect((await v.as.admin.get<Insumo[]>('/api/insumos?activo=true')).body.data!.map((i) => i.nombre)).toEqual(['Harina 000']);
    expect((await v.as.admin.get<Insumo[]>('/api/insumos?activo=false')).body.data!.map((i) => i.nombre)).toEqual(['Aceite de girasol']);
    expect((await v.as.admin.get<Insumo[]>('/api/insumos?q=HARÍNA')).body.data!.map((i) => i.nombre)).toEqual(['Harina 000']);
    const unknown = await v.as.admin.get('/api/insumos?nombre=harina');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('PARAMETRO_DESCONOCIDO');

    const put = await v.as.admin.put<Insumo>(`/api/insumos/${harina.id}`, {
      nombre: 'Harina 0000',
      unidad: 'kg',
      costoUnitario: 1350.5,
      stockActual: 25,
      stockMinimo: 30,
      clientMutationId: mutationId(),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ nombre: 'Harina 0000', costoUnitario: 1350.5, stockActual: 25, bajoStock: true });
    // The same stock is no adjustment.
    expect((await movimientos(v, harina.id)).total).toBe(1);
    const audit = await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=editar-insumo');
    expect(audit.body.data!.items[0]).toMatchObject({ entidad: 'insumo', entidadId: harina.id, usuario: { nombre: 'Usuario admin' } });
    expect(audit.body.data!.items[0]!.antes).toMatchObject({ nombre: 'Harina 000', costoUnitario: 1200 });
    expect(audit.body.data!.items[0]!.despues).toMatchObject({ nombre: 'Harina 0000', costoUnitario: 1350.5 });

    const get = await v.as.admin.get<Insumo>(`/api/insumos/${harina.id}`);
    expect(get.body.data).toMatchObject({ nombre: 'Harina 0000', stockMinimo: 30 });
    const missing = await v.as.admin.get('/api/insumos/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('INSUMO_NO_EXISTE');
  });

  it('refuses a name already used in the venue whatever its case and accents, a bad unit, a cost finer than the currency and an unknown supplier', async () => {
    const v = await createVenue(t.app);
    const cebolla = await crear(v, { nombre: 'Cebolla', costoUnitario: 900 });
    for (const nombre of ['CEBOLLA', 'cébolla', '  cebolla ']) {
      const res = await v.as.admin.post('/api/insumos', { nombre, unidad: 'kg', clientMutationId: mutationId() });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'INSUMO_NOMBRE_DUPLICADO', message: `Ya existe un insumo llamado '${nombre.trim()}'` });
    }
    const otro = await crear(v, { nombre: 'Cebolla morada' });
    const rename = await v.as.admin.put(`/api/insumos/${otro.id}`, { nombre: 'Cebollá', unidad: 'kg', clientMutationId: mutationId() });
    expect(rename.status).toBe(409);
    // Its own name is no clash.
    expect((await v.as.admin.put(`/api/insumos/${cebolla.id}`, { nombre: 'CEBOLLA', unidad: 'kg', costoUnitario: 900, clientMutationId: mutationId() })).status).toBe(200);
    // Another venue may use it.
    const w = await createVenue(t.app, { withMenu: false });
    expect((await w.as.admin.post('/api/insumos', { nombre: 'Cebolla', unidad: 'kg', clientMutationId: mutationId() })).status).toBe(201);

    expect((await v.as.admin.post('/api/insumos', { nombre: '', unidad: 'kg' })).status).toBe(400);
    expect((await v.as.admin.post('/api/insumos', { nombre: 'Sal', unidad: 'lb' })).status).toBe(400);
    expect((await v.as.admin.post('/api/insumos', { nombre: 'Sal', unidad: 'kg', stockActual: -1 })).status).toBe(400);
    const cost = await v.as.admin.post('/api/insumos', { nombre: 'Sal', unidad: 'kg', costoUnitario: 10.555 });
    expect(cost.status).toBe(400);
    const clp = await createVenue(t.app, { withMenu: false, currencyCode: 'CLP', pais: 'CL', timezone: 'America/Santiago' });
    const clpCost = await clp.as.admin.post('/api/insumos', { nombre: 'Sal', unidad: 'kg', costoUnitario: 10.5 });
    expect(clpCost.status).toBe(400);
    expect(clpCost.body.code).toBe('IMPORTE_DECIMALES_MONEDA');
    const proveedor = await v.as.admin.post('/api/insumos', { nombre: 'Sal', unidad: 'kg', proveedorId: 999999 });
    expect(proveedor.status).toBe(400);
    expect(proveedor.body.code).toBe('PROVEEDOR_INACTIVO');
  });

  it('an ingredient with movements or recipes keeps its unit', async () => {
    const v = await createVenue(t.app);
    const nuevo = await crear(v, { nombre: 'Queso rallado' });
    // Nothing refers to it yet: kg becomes g.
    expect((await v.as.admin.put(`/api/insumos/${nuevo.id}`, { nombre: 'Queso rallado', unidad: 'g', clientMutationId: mutationId() })).status).toBe(200);
    const conStock = await crear(v, { nombre: 'Muzzarella', stockActual: 3 });
    const res = await v.as.admin.put(`/api/insumos/${conStock.id}`, { nombre: 'Muzzarella', unidad: 'g', stockActual: 3, clientMutationId: mutationId() });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INSUMO_UNIDAD_NO_MODIFICABLE');
  });

  it('deletes an ingredient without history, deactivates one with movements, and refuses one a recipe uses, naming it', async () => {
    const v = await createVenue(t.app);
    const sinHistoria = await crear(v, { nombre: 'Orégano' });
    const del = await v.as.admin.del(`/api/insumos/${sinHistoria.id}`, { clientMutationId: mutationId() });
    expect(del.status).toBe(200);
    expect(del.body.data).toEqual({ desactivado: false });
    expect((await v.as.admin.get(`/api/insumos/${sinHistoria.id}`)).status).toBe(404);

    const conStock = await crear(v, { nombre: 'Papas', stockActual: 10 });
    const off = await v.as.admin.del(`/api/insumos/${conStock.id}`, { clientMutationId: mutationId() });
    expect(off.body.data).toEqual({ desactivado: true });
    expect((await v.as.admin.get<Insumo>(`/api/insumos/${conStock.id}`)).body.data).toMatchObject({ activo: false, stockActual: 10 });

    const tomate = await crear(v, { nombre: 'Tomate perita' });
    const prep = await v.as.admin.post('/api/preparaciones', {
      nombre: 'Salsa de tomate',
      unidad: 'g',
      rendimiento: 800,
      lineas: [{ insumoId: tomate.id, cantidad: 1, unidad: 'kg' }],
      clientMutationId: mutationId(),
    });
    expect(prep.status, JSON.stringify(prep.body)).toBe(201);
    const used = await v.as.admin.del(`/api/insumos/${tomate.id}`, { clientMutationId: mutationId() });
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ code: 'INSUMO_EN_USO', params: { insumo: 'Tomate perita', usos: 'Salsa de tomate' } });
    expect((await v.as.admin.get(`/api/insumos/${tomate.id}`)).status).toBe(200);
  });
});

describe('stock set by hand and waste', () => {
  it('a different stock on update needs a reason, and is then an ajuste of the difference with who and why, audited', async () => {
    const v = await createVenue(t.app);
    const carne = await crear(v, { nombre: 'Carne picada', costoUnitario: 9000, stockActual: 4 });
    const body = { nombre: 'Carne picada', unidad: 'kg', costoUnitario: 9000, stockActual: 6.25 };
    const sinMotivo = await v.as.admin.put(`/api/insumos/${carne.id}`, { ...body, clientMutationId: mutationId() });
    expect(sinMotivo.status).toBe(400);
    expect(sinMotivo.body).toMatchObject({ code: 'INSUMO_MOTIVO_REQUERIDO', message: "Indicá el motivo del cambio de stock de 'Carne picada'" });
    expect((await v.as.admin.get<Insumo>(`/api/insumos/${carne.id}`)).body.data!.stockActual).toBe(4);

    const conMotivo = await v.as.empleado.put<Insumo>(`/api/insumos/${carne.id}`, { ...body, motivo: 'Llegó sin remito', clientMutationId: mutationId() });
    expect(conMotivo.status, JSON.stringify(conMotivo.body)).toBe(200);
    expect(conMotivo.body.data!.stockActual).toBe(6.25);
    const page = await movimientos(v, carne.id);
    expect(page.items[0]).toMatchObject({ tipo: 'ajuste', cantidad: 2.25, stockAnterior: 4, stockResultante: 6.25, motivo: 'Llegó sin remito', usuarioNombre: 'Usuario empleado' });
    const audit = await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=editar-insumo');
    expect(audit.body.data!.items[0]).toMatchObject({ entidadId: carne.id, motivo: 'Llegó sin remito', usuario: { nombre: 'Usuario empleado' } });
  });

  it('waste in another unit converts to the ingredient’s (300 g off a kg ingredient is 0.3), is audited and appears in the waste log', async () => {
    const v = await createVenue(t.app);
    const muzza = await crear(v, { nombre: 'Muzzarella', costoUnitario: 8000, stockActual: 5 });
    const res = await v.as.admin.post<InsumoMovimiento>(`/api/insumos/${muzza.id}/mermas`, { cantidad: 300, unidad: 'g', motivo: 'Vencida', clientMutationId: mutationId() });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      tipo: 'merma',
      cantidad: -0.3,
      stockAnterior: 5,
      stockResultante: 4.7,
      motivo: 'Vencida',
      costoUnitario: 8000,
      usuarioNombre: 'Usuario admin',
    });
    expect((await v.as.admin.get<Insumo>(`/api/insumos/${muzza.id}`)).body.data!.stockActual).toBe(4.7);
    // In its own unit when none is given.
    await v.as.admin.post(`/api/insumos/${muzza.id}/mermas`, { cantidad: 0.2, motivo: 'Se cayó', clientMutationId: mutationId() });
    expect((await v.as.admin.get<Insumo>(`/api/insumos/${muzza.id}`)).body.data!.stockActual).toBe(4.5);

    const bad = await v.as.admin.post(`/api/insumos/${muzza.id}/mermas`, { cantidad: 300, unidad: 'ml', motivo: 'Vencida', clientMutationId: mutationId() });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INSUMO_UNIDAD_INCOMPATIBLE', message: "'Muzzarella' se mide en kg: una cantidad en ml no se puede convertir" });
    expect((await v.as.admin.post(`/api/insumos/${muzza.id}/mermas`, { cantidad: 1, motivo: '' })).status).toBe(400);
    expect((await v.as.admin.post(`/api/insumos/${muzza.id}/mermas`, { cantidad: 0, motivo: 'x' })).status).toBe(400);
    expect((await v.as.admin.post('/api/insumos/999999/mermas', { cantidad: 1, motivo: 'x' })).status).toBe(404);

    const audit = await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=merma-insumo');
    expect(audit.body.data!.items.map((e) => e.motivo)).toEqual(['Se cayó', 'Vencida']);

    const pan = await crear(v, { nombre: 'Pan de hamburguesa', unidad: 'unidad', stockActual: 40 });
    await v.as.admin.post(`/api/insumos/${pan.id}/mermas`, { cantidad: 3, motivo: 'Duro', clientMutationId: mutationId() });
    const log = await v.as.admin.get<InsumoMovimientosPage>('/api/insumos/movimientos?tipo=merma');
    expect(log.status).toBe(200);
    expect(log.body.data!.total).toBe(3);
    expect(log.body.data!.items.map((m) => [m.insumoNombre, m.cantidad])).toEqual([
      ['Pan de hamburguesa', -3],
      ['Muzzarella', -0.2],
      ['Muzzarella', -0.3],
    ]);
    const byIngredient = await v.as.admin.get<InsumoMovimientosPage>(`/api/insumos/movimientos?tipo=merma&insumoId=${pan.id}`);
    expect(byIngredient.body.data!.items.map((m) => m.insumoId)).toEqual([pan.id]);
    const today = new Date().toISOString().slice(0, 10);
    const future = await v.as.admin.get<InsumoMovimientosPage>('/api/insumos/movimientos?fechaDesde=2099-01-01&fechaHasta=2099-01-31');
    expect(future.body.data!.total).toBe(0);
    const range = await v.as.admin.get<InsumoMovimientosPage>(`/api/insumos/movimientos?fechaDesde=2000-01-01&fechaHasta=2099-01-01&tipo=ajuste`);
    expect(range.body.data!.total).toBe(2);
    expect((await v.as.admin.get(`/api/insumos/movimientos?fechaDesde=${today}&fechaHasta=2000-01-01`)).body.code).toBe('RANGO_FECHAS_INVALIDO');
    expect((await v.as.admin.get('/api/insumos/movimientos?tipo=robo')).status).toBe(400);
    expect((await v.as.admin.get('/api/insumos/movimientos?orden=asc')).body.code).toBe('PARAMETRO_DESCONOCIDO');
  });

  it('pages one ingredient’s movements newest first', async () => {
    const v = await createVenue(t.app);
    const sal = await crear(v, { nombre: 'Sal fina', stockActual: 10 });
    for (let i = 1; i <= 4; i += 1) await v.as.admin.post(`/api/insumos/${sal.id}/mermas`, { cantidad: i / 10, motivo: `m${i}`, clientMutationId: mutationId() });
    const first = await movimientos(v, sal.id, '?page=1&pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((m) => m.motivo)).toEqual(['m4', 'm3']);
    const last = await movimientos(v, sal.id, '?page=3&pageSize=2');
    expect(last.items.map((m) => m.tipo)).toEqual(['ajuste']);
    expect((await v.as.admin.get('/api/insumos/999999/movimientos')).status).toBe(404);
    expect((await v.as.admin.get(`/api/insumos/${sal.id}/movimientos?pageSize=0`)).status).toBe(400);
  });
});

describe('who may see and change ingredients', () => {
  it('a waiter and a cashier get 403 on every route; an empleado without productos.costos keeps them with every cost null and cannot set one', async () => {
    const v = await createVenue(t.app);
    const aceite = await crear(v, { nombre: 'Aceite', unidad: 'l', costoUnitario: 9000, stockActual: 2 });
    for (const rol of ['mozo', 'cajero'] as const) {
      const c = v.as[rol];
      expect((await c.get('/api/insumos')).status).toBe(403);
      expect((await c.get(`/api/insumos/${aceite.id}/movimientos`)).status).toBe(403);
      expect((await c.post('/api/insumos', { nombre: 'X', unidad: 'kg', clientMutationId: mutationId() })).status).toBe(403);
      expect((await c.put(`/api/insumos/${aceite.id}`, { nombre: 'X', unidad: 'kg', clientMutationId: mutationId() })).status).toBe(403);
      expect((await c.del(`/api/insumos/${aceite.id}`, { clientMutationId: mutationId() })).status).toBe(403);
      expect((await c.post(`/api/insumos/${aceite.id}/mermas`, { cantidad: 1, motivo: 'x', clientMutationId: mutationId() })).status).toBe(403);
    }
    expect((await v.as.empleado.get<Insumo>(`/api/insumos/${aceite.id}`)).body.data!.costoUnitario).toBe(9000);

    await empleadoSinCostos(v);
    const emp = v.as.empleado;
    expect((await emp.get<Insumo>(`/api/insumos/${aceite.id}`)).body.data).toMatchObject({ costoUnitario: null, costoUltimo: null, stockActual: 2 });
    expect((await emp.get<Insumo[]>('/api/insumos')).body.data!.every((i) => i.costoUnitario === null)).toBe(true);
    const page = (await emp.get<InsumoMovimientosPage>(`/api/insumos/${aceite.id}/movimientos`)).body.data!;
    expect(page.items.every((m) => m.costoUnitario === null)).toBe(true);
    // A cost they send is not written: the stored one stays.
    const put = await emp.put<Insumo>(`/api/insumos/${aceite.id}`, { nombre: 'Aceite', unidad: 'l', costoUnitario: 1, stockActual: 2, clientMutationId: mutationId() });
    expect(put.status).toBe(200);
    expect(put.body.data!.costoUnitario).toBeNull();
    expect((await v.as.admin.get<Insumo>(`/api/insumos/${aceite.id}`)).body.data!.costoUnitario).toBe(9000);
    const created = await emp.post<Insumo>('/api/insumos', { nombre: 'Vinagre', unidad: 'l', costoUnitario: 500, clientMutationId: mutationId() });
    expect(created.body.data!.costoUnitario).toBeNull();
    expect((await v.as.admin.get<Insumo>(`/api/insumos/${created.body.data!.id}`)).body.data!.costoUnitario).toBe(0);
    const merma = await emp.post<InsumoMovimiento>(`/api/insumos/${aceite.id}/mermas`, { cantidad: 50, unidad: 'ml', motivo: 'Derrame', clientMutationId: mutationId() });
    expect(merma.body.data).toMatchObject({ cantidad: -0.05, costoUnitario: null });
  });
});

describe('idempotent retries', () => {
  it('the same ClientMutationId creates once, wastes once and adjusts once', async () => {
    const v = await createVenue(t.app);
    const id = mutationId();
    const body = { nombre: 'Tomate', unidad: 'kg', costoUnitario: 2000, stockActual: 8, clientMutationId: id };
    const a = await v.as.admin.post<Insumo>('/api/insumos', body);
    const b = await v.as.admin.post<Insumo>('/api/insumos', body);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.data!.id).toBe(a.body.data!.id);
    expect((await v.as.admin.get<Insumo[]>('/api/insumos')).body.data!.filter((i) => i.nombre === 'Tomate')).toHaveLength(1);
    const other = await v.as.admin.post('/api/insumos', { ...body, nombre: 'Tomate cherry' });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('MUTACION_CUERPO_DISTINTO');

    const tomate = a.body.data!.id;
    const merma = { cantidad: 500, unidad: 'g', motivo: 'Podrido', clientMutationId: mutationId() };
    const m1 = await v.as.admin.post(`/api/insumos/${tomate}/mermas`, merma);
    const m2 = await v.as.admin.post(`/api/insumos/${tomate}/mermas`, merma);
    expect(m2.body).toEqual(m1.body);
    const put = { nombre: 'Tomate', unidad: 'kg', costoUnitario: 2000, stockActual: 10, motivo: 'Recuento', clientMutationId: mutationId() };
    await v.as.admin.put(`/api/insumos/${tomate}`, put);
    await v.as.admin.put(`/api/insumos/${tomate}`, put);
    const page = await movimientos(v, tomate);
    expect(page.items.map((m) => [m.tipo, m.cantidad])).toEqual([
      ['ajuste', 2.5],
      ['merma', -0.5],
      ['ajuste', 8],
    ]);
  });
});

describe('the stock functions other modules call in their transaction', () => {
  it('moverInsumos changes stocks in id order with one movement each, below zero if it must, and leaves out unknown ingredients', async () => {
    const v = await createVenue(t.app);
    const harina = await crear(v, { nombre: 'Harina', costoUnitario: 1000, stockActual: 1 });
    const queso = await crear(v, { nombre: 'Queso', costoUnitario: 8000, stockActual: 2, stockMinimo: 1 });
    const other = await createVenue(t.app, { withMenu: false });
    const ajeno = await crear(other, { nombre: 'Ajeno', stockActual: 1 });
    const cambios = new Map([
      [queso.id, -1_500_000],
      [harina.id, -1_250_000],
      [ajeno.id, -1_000_000],
    ]);
    const moved = await t.app.db.transaction().execute((trx) => moverInsumos(trx, v.localId, v.as.cajero.userId, cambios, { tipo: 'venta', ventaId: 77 }));
    expect(moved).toEqual([
      { insumoId: harina.id, nombre: 'Harina', antes: 1_000_000, despues: -250_000, controlaStock: true, stockMinimo: 0 },
      { insumoId: queso.id, nombre: 'Queso', antes: 2_000_000, despues: 500_000, controlaStock: true, stockMinimo: 1_000_000 },
    ]);
    expect((await movimientos(v, harina.id)).items[0]).toMatchObject({
      tipo: 'venta',
      ventaId: 77,
      cantidad: -1.25,
      stockResultante: -0.25,
      costoUnitario: 1000,
      usuarioNombre: 'Usuario cajero',
    });
    expect((await movimientos(other, ajeno.id)).total).toBe(1);
    const stock = await stockDeInsumos(t.app.db, v.localId, [harina.id]);
    expect([...stock]).toEqual([[harina.id, { nombre: 'Harina', stockActual: -250_000, controlaStock: true, activo: true }]]);
    expect((await stockDeInsumos(t.app.db, v.localId)).size).toBe(2);

    // A transaction that fails leaves nothing.
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await moverInsumos(trx, v.localId, null, new Map([[harina.id, 5_000_000]]), { tipo: 'ajuste' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await v.as.admin.get<Insumo>(`/api/insumos/${harina.id}`)).body.data!.stockActual).toBe(-0.25);
  });

  it('recibirInsumos raises the stock and sets the weighted average (2 kg at 1000 + 3 kg at 1500 is 1300) and the last cost', async () => {
    const v = await createVenue(t.app);
    const carne = await crear(v, { nombre: 'Carne', costoUnitario: 1000, stockActual: 2 });
    const vacio = await crear(v, { nombre: 'Papas', costoUnitario: 700 });
    const result = await t.app.db.transaction().execute((trx) =>
      recibirInsumos(trx, v.localId, v.as.admin.userId, 42, [
        { insumoId: carne.id, cantidadMicro: 3_000_000, costoMinor: 150_000 },
        { insumoId: vacio.id, cantidadMicro: 10_000_000, costoMinor: 60_000 },
      ]),
    );
    expect(result).toEqual([
      { insumoId: carne.id, costoAnterior: 100_000, costoNuevo: 130_000 },
      { insumoId: vacio.id, costoAnterior: 70_000, costoNuevo: 60_000 },
    ]);
    expect((await v.as.admin.get<Insumo>(`/api/insumos/${carne.id}`)).body.data).toMatchObject({ stockActual: 5, costoUnitario: 1300, costoUltimo: 1500 });
    expect((await v.as.admin.get<Insumo>(`/api/insumos/${vacio.id}`)).body.data).toMatchObject({ stockActual: 10, costoUnitario: 600, costoUltimo: 600 });
    // The movement carries the new average: the cost from then on.
    expect((await movimientos(v, carne.id)).items[0]).toMatchObject({ tipo: 'compra', compraId: 42, cantidad: 3, stockAnterior: 2, stockResultante: 5, costoUnitario: 1300 });
  });
});

describe('the demo venue', () => {
  it('has ingredients with Argentine costs, their opening stock and the tomato sauce preparation', async () => {
    const demo = await createTestApp();
    try {
      const admin = await apiClient(demo.app, 'admin@demo.local', 'admin123');
      const insumos = (await admin.get<Insumo[]>('/api/insumos')).body.data!;
      expect(insumos.length).toBeGreaterThanOrEqual(15);
      const byName = new Map(insumos.map((i) => [i.nombre, i]));
      for (const nombre of ['Harina 000', 'Muzzarella', 'Tomate perita', 'Cebolla', 'Aceite de girasol', 'Carne picada especial', 'Papas', 'Pan de hamburguesa']) {
        expect(byName.get(nombre), nombre).toMatchObject({ activo: true, controlaStock: true, bajoStock: false });
      }
      expect(byName.get('Harina 000')).toMatchObject({ unidad: 'kg', costoUnitario: 950, stockActual: 50, proveedorNombre: 'Molino Harinero San José' });
      const page = await admin.get<InsumoMovimientosPage>(`/api/insumos/${byName.get('Muzzarella')!.id}/movimientos`);
      expect(page.body.data!.items).toMatchObject([{ tipo: 'ajuste', cantidad: 12, motivo: 'Stock inicial', usuarioNombre: 'Laura Gómez' }]);
      const preps = (await admin.get<Preparacion[]>('/api/preparaciones')).body.data!;
      const salsa = preps.find((p) => p.nombre === 'Salsa de tomate')!;
      // 2 kg triturado 5200 + 333.33 g cebolla 400 + 23.53 g ajo 152.94 + 60 ml oliva 840 + 5 g orégano 125 + 15 g sal 12.75.
      expect(salsa).toMatchObject({ unidad: 'kg', rendimiento: 1.6, costo: 6730.69 });
      expect(salsa.lineas.map((l) => l.nombre)).toEqual(['Tomate triturado', 'Cebolla', 'Ajo', 'Aceite de oliva', 'Orégano', 'Sal fina']);
    } finally {
      await demo.close();
    }
  });
});

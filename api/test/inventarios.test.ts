// Physical counts on SQLite or PostgreSQL (TEST_DATABASE_URL): a count sets each counted
// ingredient's stock with an 'inventario' movement and keeps what the system held and the cost
// then (10 kg held, 8.5 counted: -1.5 kg, -$12.000 at $8.000 the kilo); the list, the detail,
// costs only for productos.costos, the refusals, the audit and idempotent retries.
import { inventarioSchema, type AuditoriaPage, type Insumo, type Inventario, type InsumoMovimientosPage, type Rol } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVenue, mutationId, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function insumo(v: TestVenue, nombre: string, unidad: string, costoUnitario: number, stockActual: number): Promise<number> {
  const res = await v.as.admin.post<Insumo>('/api/insumos', { nombre, unidad, costoUnitario, stockActual, clientMutationId: mutationId() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data!.id;
}

const stock = async (v: TestVenue, id: number) => (await v.as.admin.get<Insumo>(`/api/insumos/${id}`)).body.data!.stockActual;

describe('physical counts (/api/inventarios)', () => {
  it('a count of 8.5 kg where the system held 10 sets the stock and records -1.5 kg, -12000 at the cost then', async () => {
    const v = await createVenue(t.app);
    const muzza = await insumo(v, 'Muzzarella', 'kg', 8000, 10);
    const huevos = await insumo(v, 'Huevos', 'unidad', 250, 30);
    const sinCambio = await insumo(v, 'Sal', 'kg', 500, 2);
    const res = await v.as.admin.post<Inventario>('/api/inventarios', {
      lineas: [
        { insumoId: muzza, cantidadContada: 8.5 },
        { insumoId: huevos, cantidadContada: 32 },
        { insumoId: sinCambio, cantidadContada: 2 },
      ],
      notas: 'Cierre de mes',
      clientMutationId: mutationId(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const inv = inventarioSchema.parse(res.body.data);
    expect(inv).toMatchObject({ usuarioNombre: 'Usuario admin', notas: 'Cierre de mes', valorDiferencia: -11_500 });
    expect(inv.lineas).toEqual([
      { insumoId: muzza, nombre: 'Muzzarella', unidad: 'kg', cantidadSistema: 10, cantidadContada: 8.5, diferencia: -1.5, valorDiferencia: -12_000 },
      { insumoId: huevos, nombre: 'Huevos', unidad: 'unidad', cantidadSistema: 30, cantidadContada: 32, diferencia: 2, valorDiferencia: 500 },
      { insumoId: sinCambio, nombre: 'Sal', unidad: 'kg', cantidadSistema: 2, cantidadContada: 2, diferencia: 0, valorDiferencia: 0 },
    ]);
    expect(await stock(v, muzza)).toBe(8.5);
    expect(await stock(v, huevos)).toBe(32);
    const movs = (await v.as.admin.get<InsumoMovimientosPage>(`/api/insumos/${muzza}/movimientos`)).body.data!;
    expect(movs.items[0]).toMatchObject({ tipo: 'inventario', inventarioId: inv.id, cantidad: -1.5, stockAnterior: 10, stockResultante: 8.5, costoUnitario: 8000 });
    // A count that matches moves nothing.
    expect((await v.as.admin.get<InsumoMovimientosPage>(`/api/insumos/${sinCambio}/movimientos`)).body.data!.total).toBe(1);

    // The count keeps the cost it was valued at, whatever the cost does later.
    await v.as.admin.put(`/api/insumos/${muzza}`, { nombre: 'Muzzarella', unidad: 'kg', costoUnitario: 9000, stockActual: 8.5, clientMutationId: mutationId() });
    const detail = await v.as.admin.get<Inventario>(`/api/inventarios/${inv.id}`);
    expect(detail.body.data).toEqual(inv);
    const list = await v.as.admin.get<Inventario[]>('/api/inventarios');
    expect(list.body.data).toEqual([{ ...inv, lineas: [] }]);

    const audit = await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=inventario');
    expect(audit.body.data!.items[0]).toMatchObject({ entidad: 'inventario', entidadId: inv.id, usuario: { nombre: 'Usuario admin' } });

    const second = await v.as.admin.post<Inventario>('/api/inventarios', { lineas: [{ insumoId: muzza, cantidadContada: 8 }], clientMutationId: mutationId() });
    expect(second.body.data).toMatchObject({ valorDiferencia: -4500, notas: null });
    expect((await v.as.admin.get<Inventario[]>('/api/inventarios')).body.data!.map((i) => i.id)).toEqual([second.body.data!.id, inv.id]);
  });

  it('refuses an ingredient of another venue, one counted twice, a negative count and an empty count; changes nothing then', async () => {
    const v = await createVenue(t.app);
    const papas = await insumo(v, 'Papas', 'kg', 700, 20);
    const other = await createVenue(t.app, { withMenu: false });
    const ajeno = await insumo(other, 'Papas', 'kg', 700, 5);
    const foreign = await v.as.admin.post('/api/inventarios', {
      lineas: [
        { insumoId: papas, cantidadContada: 1 },
        { insumoId: ajeno, cantidadContada: 1 },
      ],
      clientMutationId: mutationId(),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'INSUMO_ID_NO_EXISTE', params: { insumoId: ajeno } });
    const twice = await v.as.admin.post('/api/inventarios', {
      lineas: [
        { insumoId: papas, cantidadContada: 1 },
        { insumoId: papas, cantidadContada: 2 },
      ],
      clientMutationId: mutationId(),
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ code: 'INVENTARIO_INSUMO_REPETIDO', message: "'Papas' está dos veces en el conteo" });
    expect((await v.as.admin.post('/api/inventarios', { lineas: [{ insumoId: papas, cantidadContada: -1 }] })).status).toBe(400);
    expect((await v.as.admin.post('/api/inventarios', { lineas: [] })).status).toBe(400);
    expect(await stock(v, papas)).toBe(20);
    expect((await v.as.admin.get<Inventario[]>('/api/inventarios')).body.data).toEqual([]);
    const missing = await v.as.admin.get('/api/inventarios/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('INVENTARIO_NO_EXISTE');
  });

  it('a waiter gets 403; an empleado without productos.costos counts and sees the differences in quantity only', async () => {
    const v = await createVenue(t.app);
    const aceite = await insumo(v, 'Aceite', 'l', 3000, 4);
    expect((await v.as.mozo.post('/api/inventarios', { lineas: [{ insumoId: aceite, cantidadContada: 1 }], clientMutationId: mutationId() })).status).toBe(403);
    expect((await v.as.mozo.get('/api/inventarios')).status).toBe(403);
    expect(await stock(v, aceite)).toBe(4);

    const roles = (await v.as.admin.get<Rol[]>('/api/roles')).body.data!;
    const empleado = roles.find((r) => r.nombre === 'empleado')!;
    await v.as.admin.put(`/api/roles/${empleado.id}`, { permisos: empleado.permisos.filter((p) => p !== 'productos.costos'), clientMutationId: mutationId() });
    const res = await v.as.empleado.post<Inventario>('/api/inventarios', { lineas: [{ insumoId: aceite, cantidadContada: 3.25 }], clientMutationId: mutationId() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ valorDiferencia: null, usuarioNombre: 'Usuario empleado' });
    expect(res.body.data!.lineas[0]).toMatchObject({ diferencia: -0.75, valorDiferencia: null });
    expect((await v.as.empleado.get<Inventario[]>('/api/inventarios')).body.data![0]!.valorDiferencia).toBeNull();
    expect((await v.as.admin.get<Inventario>(`/api/inventarios/${res.body.data!.id}`)).body.data!.valorDiferencia).toBe(-2250);
  });

  it('the same ClientMutationId records a count once', async () => {
    const v = await createVenue(t.app);
    const pan = await insumo(v, 'Pan', 'unidad', 300, 50);
    const body = { lineas: [{ insumoId: pan, cantidadContada: 45 }], clientMutationId: mutationId() };
    const a = await v.as.admin.post<Inventario>('/api/inventarios', body);
    const b = await v.as.admin.post<Inventario>('/api/inventarios', body);
    expect(b.body).toEqual(a.body);
    expect((await v.as.admin.get<Inventario[]>('/api/inventarios')).body.data).toHaveLength(1);
    expect((await v.as.admin.get<InsumoMovimientosPage>(`/api/insumos/${pan}/movimientos`)).body.data!.total).toBe(2);
    expect(await stock(v, pan)).toBe(45);
  });
});

// The floor plan through the api, on SQLite or PostgreSQL (TEST_DATABASE_URL): first plan, bulk
// save as received with the spec's defaults, unique numbers, tables with an active draft, zones,
// the demo plan, and what GET /mesas tells about each table's draft.
import type { Draft, Mesa, Zona } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, agregar, planInicial } from './helpers/mesas';
import { abrirCaja, apiClient, createVenue, medioId, mutationId, producto } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const pick = (m: Mesa) => ({ numero: m.numero, capacidad: m.capacidad, tam: m.tam, x: m.x, y: m.y, estado: m.estado, zona: m.zona, forma: m.forma });

describe('first plan', () => {
  it('creates 12 small square tables in the salon, on the grid, only when the venue has none', async () => {
    const v = await createVenue(t.app);
    expect((await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data).toEqual([]);
    expect((await v.as.mozo.post('/api/inicializacion/mesas')).status).toBe(403);

    const res = await v.as.empleado.post<Mesa[]>('/api/inicializacion/mesas', { ClientMutationId: mutationId() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Plano de mesas inicializado');
    const plan = res.body.data!;
    expect(plan.map((m) => m.numero)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pick(plan[0]!)).toEqual({ numero: 1, capacidad: 4, tam: 'chica', x: 0, y: 0, estado: 'disponible', zona: 'salon', forma: 'cuadrada' });
    expect(plan[1]).toMatchObject({ x: 170, y: 0, gridX: 2, gridY: 0, ocupada: false, draft: null });
    expect(plan[4]).toMatchObject({ x: 0, y: 170, gridX: 0, gridY: 2 });
    expect((await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data).toEqual(plan);

    const again = await v.as.admin.post('/api/inicializacion/mesas', { Cantidad: 3 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('El local ya tiene un plano de mesas');
  });

  it('creates the plan once when two editors initialise at the same time', async () => {
    const v = await createVenue(t.app);
    const results = await Promise.all([v.as.admin, v.as.empleado].map((c) => c.post<Mesa[]>('/api/inicializacion/mesas', { cantidad: 5, zona: 'Terraza' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('El local ya tiene un plano de mesas');
    const plan = (await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data!;
    expect(plan.map((m) => [m.numero, m.zona])).toEqual([1, 2, 3, 4, 5].map((n) => [n, 'terraza']));
  });

  it('seeds the demo venue with 16 tables of both shapes and sizes in the salon, the terrace and the bar', async () => {
    const mozo = await apiClient(t.app, 'mozo@demo.local', 'mozo123');
    const plan = (await mozo.get<Mesa[]>('/api/mesas')).body.data!;
    expect(plan).toHaveLength(16);
    expect(new Set(plan.map((m) => m.forma))).toEqual(new Set(['circular', 'cuadrada']));
    expect(new Set(plan.map((m) => m.tam))).toEqual(new Set(['chica', 'grande']));
    for (const m of plan) {
      expect(m.x % 85).toBe(0);
      expect(m.y % 85).toBe(0);
    }
    const zonas = (await mozo.get<Zona[]>('/api/mesas/zonas')).body.data!;
    expect(zonas).toEqual([
      { zona: 'salon', cantidadMesas: 8 },
      { zona: 'terraza', cantidadMesas: 5 },
      { zona: 'barra', cantidadMesas: 3 },
    ]);
  });
});

describe('bulk save', () => {
  it('saves the plan as received, with capacity 6 when large else 4, cells of 85, disponible, salon and the shape of the type', async () => {
    const v = await createVenue(t.app);
    const res = await v.as.admin.put<Mesa[]>('/api/mesas/bulk', [
      { Numero: 1, Tam: 'grande', X: 0, Y: 0, Tipo: 'redonda' },
      { Numero: 2, GridX: 2, GridY: 1 },
      { Numero: 3, Capacidad: 8, X: 340, Y: 85, Zona: ' Terraza ', Forma: 'circular', Estado: 'reservada', Nombre: 'VIP' },
      { Numero: 4, Tam: 'chica', Capacidad: 2, X: 10.4, Y: 0, Zona: 'Salón', Tipo: 'cuadrada' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Plano de mesas guardado');
    const plan = res.body.data!;
    expect(plan.map(pick)).toEqual([
      { numero: 1, capacidad: 6, tam: 'grande', x: 0, y: 0, estado: 'disponible', zona: 'salon', forma: 'circular' },
      { numero: 2, capacidad: 4, tam: 'chica', x: 170, y: 85, estado: 'disponible', zona: 'salon', forma: 'cuadrada' },
      { numero: 3, capacidad: 8, tam: 'grande', x: 340, y: 85, estado: 'reservada', zona: 'terraza', forma: 'circular' },
      { numero: 4, capacidad: 2, tam: 'chica', x: 10, y: 0, estado: 'disponible', zona: 'salon', forma: 'cuadrada' },
    ]);
    expect(plan[2]!.nombre).toBe('VIP');
    expect((await v.as.mozo.get<Zona[]>('/api/mesas/zonas')).body.data).toEqual([
      { zona: 'salon', cantidadMesas: 3 },
      { zona: 'terraza', cantidadMesas: 1 },
    ]);
    const other = await createVenue(t.app, { withMenu: false });
    expect((await other.as.mozo.get('/api/mesas')).body.data).toEqual([]);
  });

  it('updates, creates and deletes in one save; tables may swap numbers and keep their ids', async () => {
    const v = await createVenue(t.app);
    const [m1, m2, m3, m4] = await planInicial(v, 4);
    const res = await v.as.empleado.put<Mesa[]>('/api/mesas/bulk', {
      Mesas: [
        { Id: m1!.id, Numero: 2, X: 0, Y: 0 },
        { Id: m2!.id, Numero: 1, X: 170, Y: 0, Tam: 'grande' },
        { Id: m3!.id, Numero: 3, X: 340, Y: 0, Zona: 'barra' },
        // A new table with the editor's temporary id.
        { Id: -1, Numero: 4, X: 0, Y: 170 },
      ],
      ClientMutationId: mutationId(),
    });
    expect(res.status).toBe(200);
    const plan = res.body.data!;
    expect(plan.map((m) => [m.numero, m.id])).toEqual([
      [1, m2!.id],
      [2, m1!.id],
      [3, m3!.id],
      [4, expect.any(Number)],
    ]);
    expect(plan[3]!.id).not.toBe(-1);
    expect(plan.map((m) => m.id)).not.toContain(m4!.id);
    expect(plan[0]).toMatchObject({ capacidad: 6, tam: 'grande' });
    expect(plan[2]).toMatchObject({ zona: 'barra' });
  });

  it('refuses repeated or non-positive numbers and changes nothing', async () => {
    const v = await createVenue(t.app);
    const before = await planInicial(v, 2);
    const repeated = await v.as.admin.put('/api/mesas/bulk', [
      { numero: 1, x: 0, y: 0 },
      { numero: 2, x: 85, y: 0 },
      { numero: 2, x: 170, y: 0 },
    ]);
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe('El número de mesa 2 está repetido');
    const zero = await v.as.admin.put('/api/mesas/bulk', [{ numero: 0, x: 0, y: 0 }]);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe("El campo 'mesas[0].numero' debe ser un número de mesa entero mayor a 0");
    const noPosition = await v.as.admin.put('/api/mesas/bulk', [{ numero: 1 }]);
    expect(noPosition.status).toBe(400);
    expect(noPosition.body.message).toBe("La mesa 'mesas[0]' necesita su posición: x e y (o gridX y gridY)");
    const twice = await v.as.admin.put('/api/mesas/bulk', [
      { id: before[0]!.id, numero: 1, x: 0, y: 0 },
      { id: before[0]!.id, numero: 3, x: 0, y: 0 },
    ]);
    expect(twice.body.message).toBe('La mesa 1 aparece dos veces en el plano');
    expect((await v.as.mozo.put('/api/mesas/bulk', [])).status).toBe(403);
    expect((await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data).toEqual(before);
  });

  it('keeps a table with an active draft in the plan and its number; moving it is fine', async () => {
    const v = await createVenue(t.app);
    const [m1, m2] = await planInicial(v, 2);
    const draft = await abrirMesa(v.as.mozo, m1!);
    const asIs = (m: Mesa) => ({ id: m.id, numero: m.numero, x: m.x, y: m.y });

    const removed = await v.as.admin.put('/api/mesas/bulk', [asIs(m2!)]);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('La mesa 1 tiene un draft activo: cancelalo o finalizalo antes de quitarla del plano');
    const renumbered = await v.as.admin.put('/api/mesas/bulk', [{ ...asIs(m1!), numero: 9 }, asIs(m2!)]);
    expect(renumbered.status).toBe(409);
    expect(renumbered.body.message).toBe('La mesa 1 tiene un draft activo: cancelalo o finalizalo antes de cambiarle el número');

    const moved = await v.as.admin.put<Mesa[]>('/api/mesas/bulk', [{ ...asIs(m1!), x: 255, zona: 'terraza' }, asIs(m2!)]);
    expect(moved.status).toBe(200);
    expect(moved.body.data![0]).toMatchObject({ id: m1!.id, x: 255, zona: 'terraza', ocupada: true, draft: { id: draft.id } });
    expect((await v.as.mozo.get<Draft>(`/api/mesas/${m1!.id}/draft`)).body.data!.id).toBe(draft.id);
  });

  it('lets a finalized table leave the plan: its draft keeps the table number', async () => {
    const v = await createVenue(t.app);
    const [m1, m2] = await planInicial(v, 2);
    await abrirCaja(v.as.cajero);
    const draft = await abrirMesa(v.as.mozo, m2!);
    const agua = await producto(v.as.mozo, 'BEB-001');
    await agregar(v.as.mozo, draft.id, { productoId: agua.id, cantidad: 1 });
    const paid = await v.as.cajero.post(`/api/mesas/drafts/${draft.id}/finalizar`, [{ MedioId: await medioId(v.as.cajero, 'efectivo'), Monto: 2_500 }]);
    expect(paid.status).toBe(200);

    const res = await v.as.admin.put<Mesa[]>('/api/mesas/bulk', [{ id: m1!.id, numero: 1, x: 0, y: 0 }]);
    expect(res.status).toBe(200);
    expect(res.body.data!.map((m) => m.numero)).toEqual([1]);
    const [finalizado] = (await v.as.mozo.get<Draft[]>('/api/mesas/drafts/finalizados')).body.data!;
    expect(finalizado).toMatchObject({ id: draft.id, mesaId: null, numeroMesa: 2, total: 2_500 });
  });

  it('serialises a plan save that removes a table with a draft being opened on it', async () => {
    const v = await createVenue(t.app);
    const [m1, m2] = await planInicial(v, 2);
    const [save, open] = await Promise.all([
      v.as.admin.put<Mesa[]>('/api/mesas/bulk', [{ id: m2!.id, numero: 2, x: 85, y: 0 }]),
      v.as.mozo.post<Draft>(`/api/mesas/${m1!.id}/draft`, {}),
    ]);
    const plan = (await v.as.mozo.get<Mesa[]>('/api/mesas')).body.data!;
    if (open.status === 201) {
      // The opening went first: the save was refused and the table is still there, occupied.
      expect(save.status).toBe(409);
      expect(plan.map((m) => [m.numero, m.ocupada])).toEqual([
        [1, true],
        [2, false],
      ]);
    } else {
      expect([save.status, open.status]).toEqual([200, 404]);
      expect(open.body.message).toBe('La mesa no existe');
      expect(plan.map((m) => m.numero)).toEqual([2]);
    }
  });
});

describe('tables and their drafts', () => {
  it('shows for each occupied table its draft: diners, waiter, opening time and the running total', async () => {
    const v = await createVenue(t.app);
    const [m1, , m3] = await planInicial(v, 3);
    const cafe = await producto(v.as.mozo, 'BEB-005');
    const d1 = await abrirMesa(v.as.mozo, m1!, { Comensales: 4 });
    await agregar(v.as.mozo, d1.id, { productoId: cafe.id, cantidad: 3 });
    const d3 = await abrirMesa(v.as.empleado, m3!, { Camarero: 'Sofía' });
    const plan = (await v.as.cajero.get<Mesa[]>('/api/mesas')).body.data!;
    expect(
      plan.map((m) => [
        m.numero,
        m.ocupada,
        m.draft && { id: m.draft.id, comensales: m.draft.comensales, camarero: m.draft.camarero, total: m.draft.total, cantidadItems: m.draft.cantidadItems },
      ]),
    ).toEqual([
      [1, true, { id: d1.id, comensales: 4, camarero: 'Usuario mozo', total: 8_400, cantidadItems: 1 }],
      [2, false, null],
      [3, true, { id: d3.id, comensales: 2, camarero: 'Sofía', total: 0, cantidadItems: 0 }],
    ]);
    expect(plan[0]!.draft!.fechaApertura).toBe(d1.fechaApertura);
  });
});

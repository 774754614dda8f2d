// Expenses: validation, paid from the register (counted in its expected cash) or not, edits and
// deletes while the audit is open, and none once it is closed.
import type { Arqueo, Gasto, GastosList } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, producto } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const base = { categoria: 'Proveedores', descripcion: 'Verdulería', pagadoPor: 'Carla Ruiz' };

describe('POST /api/gastos validation', () => {
  it('needs category, description, paid by and at least one amount above 0', async () => {
    const v = await createVenue(t.app);
    const none = await v.as.cajero.post('/api/gastos', { ...base, desdeCaja: false });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Ingresá al menos un monto mayor a 0 (pesos, reales o dólares)');
    const blank = await v.as.cajero.post('/api/gastos', { ...base, categoria: ' ', descripcion: '', pagadoPor: '', montoPesos: 10 });
    expect(blank.body.message).toBe('La categoría es obligatoria; La descripción es obligatoria; El campo pagado por es obligatorio');
    const decimals = await v.as.cajero.post('/api/gastos', { ...base, montoReales: 1.234 });
    expect(decimals.body.message).toBe("El campo 'montoReales' admite como máximo 2 decimales");
    const negative = await v.as.cajero.post('/api/gastos', { ...base, montoPesos: -5 });
    expect(negative.body.message).toBe("El campo 'montoPesos' no puede ser negativo");
  });

  it('needs an open register for an expense paid with its cash, not for one paid otherwise', async () => {
    const v = await createVenue(t.app);
    const fromRegister = await v.as.cajero.post('/api/gastos', { ...base, montoPesos: 1_000 });
    expect(fromRegister.status).toBe(409);
    expect(fromRegister.body.message).toBe('No hay una caja abierta: abrí la caja para registrar un gasto pagado con su efectivo');
    const transfer = await v.as.cajero.post<Gasto>('/api/gastos', { ...base, montoPesos: 1_000, desdeCaja: false });
    expect(transfer.status).toBe(201);
    expect(transfer.body.data).toMatchObject({ desdeCaja: false, arqueoId: null, montoPesos: 1_000, usuario: { nombre: 'Usuario cajero' } });
    expect((await v.as.mozo.post('/api/gastos', { ...base, montoPesos: 1, desdeCaja: false })).status).toBe(403);
  });
});

describe('expenses and the register', () => {
  it('lowers the expected cash in each currency, follows edits and deletes, and freezes with the audit', async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    const arqueoId = await abrirCaja(c, 50_000);
    const audit = async () => (await c.get<Arqueo>(`/api/arqueos/${arqueoId}`)).body.data!;
    const cash = (a: Arqueo, moneda: string) => (moneda === 'ARS' ? a.totalEsperado : a.monedas.find((m) => m.moneda === moneda)!.esperado);
    // The drawer pays reais and dollars it holds: a sale leaves 20 reais and 10 dollars in it (its change in pesos).
    const agua = await producto(c, 'BEB-001');
    const efectivo = await medioId(c, 'efectivo');
    const sale = await c.post('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [
        { medioId: efectivo, monto: agua.precio },
        { medioId: efectivo, monto: 20, moneda: 'BRL' },
        { medioId: efectivo, monto: 10, moneda: 'USD' },
      ],
    });
    expect(sale.status).toBe(201);
    const pesos = cash(await audit(), 'ARS');
    expect([cash(await audit(), 'BRL'), cash(await audit(), 'USD')]).toEqual([20, 10]);

    const created = await c.post<Gasto>('/api/gastos', {
      ...base,
      notas: 'Factura B 0001-123',
      montoPesos: 1_500.5,
      montoReales: 20,
      montoDolares: 10,
      clientMutationId: mutationId(),
    });
    expect(created.status).toBe(201);
    const gasto = created.body.data!;
    expect(gasto).toMatchObject({ arqueoId, desdeCaja: true, montoPesos: 1_500.5, montoReales: 20, montoDolares: 10, notas: 'Factura B 0001-123' });
    let a = await audit();
    expect([cash(a, 'ARS'), cash(a, 'BRL'), cash(a, 'USD')]).toEqual([pesos - 1_500.5, 0, 0]);

    const edited = await c.put<Gasto>(`/api/gastos/${gasto.id}`, { ...base, montoPesos: 2_000 });
    expect(edited.status).toBe(200);
    a = await audit();
    expect([cash(a, 'ARS'), cash(a, 'BRL'), cash(a, 'USD')]).toEqual([pesos - 2_000, 20, 10]);

    const other = (await c.post<Gasto>('/api/gastos', { ...base, descripcion: 'Hielo', montoPesos: 500 })).body.data!;
    expect((await c.del(`/api/gastos/${other.id}`, { clientMutationId: mutationId() })).status).toBe(200);
    expect(cash(await audit(), 'ARS')).toBe(pesos - 2_000);

    const list = (await c.get<GastosList>('/api/gastos')).body.data!;
    expect(list.items.map((g) => g.id)).toEqual([gasto.id]);
    expect(list.totales).toEqual({ montoPesos: 2_000, montoReales: 0, montoDolares: 0 });
    expect((await c.get<GastosList>(`/api/gastos?arqueoId=${arqueoId}`)).body.data!.items).toHaveLength(1);

    await c.post(`/api/arqueos/${arqueoId}/cerrar`, { totalReal: 48_000, observaciones: 'OK' });
    const late = await c.put(`/api/gastos/${gasto.id}`, { ...base, montoPesos: 1 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('El gasto es de un arqueo cerrado: ya no se puede modificar ni eliminar');
    expect((await c.del(`/api/gastos/${gasto.id}`)).status).toBe(409);
  });

  it('lists by the venue dates and refuses an inverted range', async () => {
    const v = await createVenue(t.app);
    const bad = await v.as.cajero.get('/api/gastos?fechaDesde=2025-02-10&fechaHasta=2025-02-01');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El rango de fechas no es válido: la fecha desde debe ser anterior o igual a la fecha hasta');
    await v.as.cajero.post('/api/gastos', { ...base, montoPesos: 10, desdeCaja: false });
    expect((await v.as.cajero.get<GastosList>('/api/gastos?fechaDesde=2025-02-01&fechaHasta=2025-02-10')).body.data!.items).toEqual([]);
  });
});

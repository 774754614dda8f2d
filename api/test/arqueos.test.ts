// Cash audits: opening and closing rules, the expected cash computed by the server from what
// happened, one audit per venue date, the last 9 closed, and the seeded history adding up.
import type { Arqueo, ArqueoEstado, ArqueosResumen, Venta } from '@resto/shared/contracts';
import { dateInZone } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, apiClient, createVenue, medioId, mutationId, producto } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('opening the register', () => {
  it('needs an initial amount greater than 0', async () => {
    const v = await createVenue(t.app);
    const missing = await v.as.cajero.post('/api/arqueos', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("El campo 'montoInicial' es obligatorio");
    const zero = await v.as.cajero.post('/api/arqueos', { montoInicial: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('El monto inicial es obligatorio y debe ser mayor a 0');
    const before = (await v.as.cajero.get<ArqueosResumen>('/api/arqueos')).body.data!;
    expect(before.abierto).toBeNull();
    expect(before.cerradoHoy).toBeNull();
    expect(before.hoy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await v.as.empleado.get<ArqueoEstado>('/api/arqueos/estado')).body.data).toEqual({ abierto: false, hoy: before.hoy, cerradoHoy: false });
  });

  it("opens on the venue's date, one open at a time, and not for waiters", async () => {
    const v = await createVenue(t.app);
    expect((await v.as.mozo.post('/api/arqueos', { montoInicial: 100 })).status).toBe(403);
    const res = await v.as.cajero.post<Arqueo>('/api/arqueos', { montoInicial: 15_000.5, observaciones: 'Turno mañana', clientMutationId: mutationId() });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      tipo: 'apertura',
      estado: 'abierto',
      fecha: dateInZone(new Date(), 'America/Argentina/Buenos_Aires'),
      montoInicial: 15_000.5,
      totalEsperado: 15_000.5,
      observacionesApertura: 'Turno mañana',
      usuario: { nombre: 'Usuario cajero' },
      monedas: [
        { moneda: 'USD', esperado: 0, contado: null, diferencia: null, descripcion: null },
        { moneda: 'BRL', esperado: 0, contado: null, diferencia: null, descripcion: null },
      ],
    });
    const second = await v.as.admin.post('/api/arqueos', { montoInicial: 100 });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Ya hay un arqueo abierto. Cerralo antes de abrir otro.');
  });

  it('opens once when two registers open at the same time', async () => {
    const v = await createVenue(t.app);
    const results = await Promise.all([
      v.as.cajero.post('/api/arqueos', { montoInicial: 100, clientMutationId: mutationId() }),
      v.as.admin.post('/api/arqueos', { montoInicial: 200, clientMutationId: mutationId() }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.message).toBe('Ya hay un arqueo abierto. Cerralo antes de abrir otro.');
  });

  it("uses each venue's own time zone for the audit's date", async () => {
    // UTC+14 and UTC-11 are always on different calendar dates: a server-date rule fails one of them.
    const east = await createVenue(t.app, { timezone: 'Pacific/Kiritimati' });
    const west = await createVenue(t.app, { timezone: 'Pacific/Pago_Pago' });
    const a = (await east.as.cajero.post<Arqueo>('/api/arqueos', { montoInicial: 100 })).body.data!;
    const b = (await west.as.cajero.post<Arqueo>('/api/arqueos', { montoInicial: 100 })).body.data!;
    expect(a.fecha).toBe(dateInZone(new Date(), 'Pacific/Kiritimati'));
    expect(b.fecha).toBe(dateInZone(new Date(), 'Pacific/Pago_Pago'));
    expect(a.fecha).not.toBe(b.fecha);
  });
});

describe('a day at the register, closed to the cent', () => {
  it('computes the expected cash from the opening, cash sales, change, voids, expenses and payments on account', async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    const arqueoId = await abrirCaja(c, 10_000);
    const efectivo = await medioId(c, 'efectivo');
    const debito = await medioId(c, 'tarjeta_debito');
    const agua = await producto(c, 'BEB-001');
    const pizza = await producto(c, 'PIZ-001');

    // Cash 3,000.00 for 2,500.00: +3,000 in, 500 of change out.
    await c.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: efectivo, monto: 3_000 }] });
    // Split: 5,000.00 by card, USD 5 cash (7,127.50): change 1,627.50 in pesos.
    await c.post('/api/ventas/finalizar', {
      items: [{ productoId: pizza.id, cantidad: 1 }],
      pagos: [
        { medioId: debito, monto: 5_000 },
        { medioId: efectivo, monto: 5, moneda: 'USD' },
      ],
    });
    // A cash sale voided later: no trace in the expected cash.
    const voided = await c.post<Venta>('/api/ventas/finalizar', { items: [{ productoId: pizza.id, cantidad: 1 }], pagos: [{ medioId: efectivo, monto: 10_500 }] });
    await c.post(`/api/ventas/${voided.body.data!.id}/anular`, { motivo: 'Se cargó mal' });
    // A card sale: not cash.
    await c.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 2 }], pagos: [{ medioId: debito, monto: 5_000 }] });
    // An expense from the register in pesos and dollars.
    await c.post('/api/gastos', { categoria: 'Proveedores', descripcion: 'Hielo', pagadoPor: 'Carla', montoPesos: 1_200, montoDolares: 2 });
    // The current-account customer pays 1,000.00 in cash.
    const donPepe = (await c.get<{ items: { id: number }[] }>('/api/clientes?q=don pepe')).body.data!.items[0]!;
    const cuenta = await medioId(c, 'cuenta_corriente');
    await c.post('/api/ventas/finalizar', { items: [{ productoId: pizza.id, cantidad: 1 }], clienteId: donPepe.id, pagos: [{ medioId: cuenta, monto: 9_975 }] });
    await c.post(`/api/clientes/${donPepe.id}/pagos`, { medioId: efectivo, monto: 1_000 });

    const open = (await c.get<Arqueo>(`/api/arqueos/${arqueoId}`)).body.data!;
    const expectedArs = 10_000 + 3_000 - 500 - 1_627.5 - 1_200 + 1_000;
    expect(open.totalEsperado).toBe(expectedArs);
    expect(open.monedas.find((m) => m.moneda === 'USD')!.esperado).toBe(3);
    expect(open.movimientos).toEqual(
      expect.arrayContaining([
        { tipo: 'apertura', moneda: 'ARS', monto: 10_000 },
        { tipo: 'venta', moneda: 'ARS', monto: 13_500 },
        { tipo: 'anulacion', moneda: 'ARS', monto: -10_500 },
        { tipo: 'vuelto', moneda: 'ARS', monto: -2_127.5 },
        { tipo: 'gasto', moneda: 'ARS', monto: -1_200 },
        { tipo: 'cobro_cuenta', moneda: 'ARS', monto: 1_000 },
        { tipo: 'venta', moneda: 'USD', monto: 5 },
        { tipo: 'gasto', moneda: 'USD', monto: -2 },
      ]),
    );

    const noNotes = await c.post(`/api/arqueos/${arqueoId}/cerrar`, { totalReal: 10_000, observaciones: '   ' });
    expect(noNotes.status).toBe(400);
    expect(noNotes.body.message).toBe('Las observaciones son obligatorias para cerrar la caja');

    const closing = await c.post<Arqueo>(`/api/arqueos/${arqueoId}/cerrar`, {
      totalReal: 10_600,
      monedasExtranjeras: [{ moneda: 'usd', monto: 3, descripcion: 'Tres billetes de 1' }],
      observaciones: 'Faltan 72,50 pesos',
      clientMutationId: mutationId(),
    });
    expect(closing.status).toBe(200);
    expect(closing.body.data).toMatchObject({
      tipo: 'cierre',
      estado: 'cerrado',
      totalEsperado: 10_672.5,
      totalReal: 10_600,
      diferencia: -72.5,
      observaciones: 'Faltan 72,50 pesos',
      usuarioCierre: { nombre: 'Usuario cajero' },
      monedas: [
        { moneda: 'USD', esperado: 3, contado: 3, diferencia: 0, descripcion: 'Tres billetes de 1' },
        { moneda: 'BRL', esperado: 0, contado: 0, diferencia: 0, descripcion: null },
      ],
    });

    const again = await c.post(`/api/arqueos/${arqueoId}/cerrar`, { totalReal: 1, observaciones: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('El arqueo ya está cerrado');

    const resumen = (await c.get<ArqueosResumen>('/api/arqueos')).body.data!;
    expect(resumen.abierto).toBeNull();
    expect(resumen.cerrados.map((a) => a.id)).toEqual([arqueoId]);
    // The day's audit is closed: the summary says so, so the screen can stop offering 'Abrir caja'.
    expect(resumen.cerradoHoy).toBe(arqueoId);
    expect(resumen.hoy).toBe(resumen.cerrados[0]!.fecha);
    expect((await c.get<ArqueoEstado>('/api/arqueos/estado')).body.data).toEqual({ abierto: false, hoy: resumen.hoy, cerradoHoy: true });

    const reopen = await c.post('/api/arqueos', { montoInicial: 5_000 });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe('Ya existe un arqueo para esta fecha');
    const sell = await c.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: efectivo, monto: 2_500 }] });
    expect(sell.body.message).toBe('No hay una caja abierta. Abrí la caja para poder vender.');
  });

  it('never loses a sale that races the close: each one lands in the audit it closed or is refused', async () => {
    const v = await createVenue(t.app);
    const arqueoId = await abrirCaja(v.as.cajero, 1_000);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const sale = () => v.as.cajero.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: efectivo, monto: 2_500 }] });
    const results = await Promise.all([
      sale(),
      sale(),
      sale(),
      v.as.admin.post<Arqueo>(`/api/arqueos/${arqueoId}/cerrar`, { totalReal: 0, observaciones: 'Cierre con ventas en curso' }),
      sale(),
      sale(),
      sale(),
    ]);
    const sold = results.filter((r, i) => i !== 3 && r.status === 201).length;
    for (const [i, r] of results.entries()) {
      if (i !== 3 && r.status !== 201) expect(r.body.message).toBe('No hay una caja abierta. Abrí la caja para poder vender.');
    }
    const closed = (await v.as.cajero.get<Arqueo>(`/api/arqueos/${arqueoId}`)).body.data!;
    expect(closed.estado).toBe('cerrado');
    expect(closed.totalEsperado).toBe(1_000 + 2_500 * sold);
    expect(closed.movimientos.filter((m) => m.tipo === 'venta')).toEqual(sold ? [{ tipo: 'venta', moneda: 'ARS', monto: 2_500 * sold }] : []);
  });

  it('refuses a count in the venue currency among the foreign ones, or a currency twice', async () => {
    const v = await createVenue(t.app);
    const id = await abrirCaja(v.as.cajero);
    const local = await v.as.cajero.post(`/api/arqueos/${id}/cerrar`, { totalReal: 1, monedasExtranjeras: [{ moneda: 'ARS', monto: 1 }], observaciones: 'x' });
    expect(local.body.message).toBe('ARS es la moneda del local: contala en totalReal');
    const twice = await v.as.cajero.post(`/api/arqueos/${id}/cerrar`, {
      totalReal: 1,
      monedasExtranjeras: [
        { moneda: 'USD', monto: 1 },
        { moneda: 'USD', monto: 2 },
      ],
      observaciones: 'x',
    });
    expect(twice.body.message).toBe('La moneda USD está repetida en el conteo');
  });
});

describe('the demo venue history', () => {
  it('lists the last 9 closed audits, newest first, each adding up to its expected cash', async () => {
    const c = await apiClient(t.app, 'cajero@demo.local', 'cajero123');
    const resumen = (await c.get<ArqueosResumen>('/api/arqueos')).body.data!;
    expect(resumen.abierto).toBeNull();
    expect(resumen.cerrados).toHaveLength(9);
    const fechas = resumen.cerrados.map((a) => a.fecha);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect(fechas[0]! < dateInZone(new Date(), 'America/Argentina/Buenos_Aires')).toBe(true);
    for (const a of resumen.cerrados) {
      const ars = a.movimientos.filter((m) => m.moneda === 'ARS').reduce((sum, m) => sum + Math.round(m.monto * 100), 0);
      expect(Math.round(a.totalEsperado * 100)).toBe(ars);
      expect(Math.round((a.totalReal! - a.totalEsperado) * 100)).toBe(Math.round(a.diferencia! * 100));
    }
  });
});

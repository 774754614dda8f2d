// The dashboard's register card, on SQLite or PostgreSQL (TEST_DATABASE_URL): every open session
// of the venue (its till, who opened it, its expected cash) and their total; with none open, closed.
import type { Arqueo, Caja, Dashboard, GeneralConfig, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, producto } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe("the dashboard's registers", () => {
  it('lists every open session with its till, opener and expected cash, and their sum', async () => {
    const v = await createVenue(t.app);
    expect((await v.as.admin.put<GeneralConfig>('/api/configuracion/general', { variasCajas: true })).status).toBe(200);
    const dashboard = async () => {
      const res = await v.as.admin.get<Dashboard>('/api/reportes/dashboard');
      expect(res.status).toBe(200);
      return res.body.data!.caja;
    };
    expect(await dashboard()).toEqual({ abierta: false, arqueoId: null, fecha: null, esperado: 0, sesiones: [] });

    const principal = await abrirCaja(v.as.cajero, 10_000);
    const barra = await v.as.admin.post<Caja>('/api/cajas', { nombre: 'Barra' });
    const segunda = await v.as.admin.post<Arqueo>('/api/arqueos', { montoInicial: 20_000, cajaId: barra.body.data!.id });
    expect(segunda.status).toBe(201);
    const fecha = segunda.body.data!.fecha;
    // A cash sale at the principal till, a card sale at the bar (not cash).
    const agua = await producto(v.as.cajero, 'BEB-001');
    const cash = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: agua.precio }],
    });
    expect(cash.status).toBe(201);
    const card = await v.as.admin.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.admin, 'tarjeta_debito'), monto: agua.precio }],
    });
    expect(card.status).toBe(201);

    expect(await dashboard()).toEqual({
      abierta: true,
      arqueoId: principal,
      fecha,
      esperado: 30_000 + agua.precio,
      sesiones: [
        { arqueoId: principal, caja: 'Caja principal', usuario: 'Usuario cajero', fecha, esperado: 10_000 + agua.precio },
        { arqueoId: segunda.body.data!.id, caja: 'Barra', usuario: 'Usuario admin', fecha, esperado: 20_000 },
      ],
    });

    // One closes: the card shows the other alone.
    expect((await v.as.cajero.post(`/api/arqueos/${principal}/cerrar`, { totalReal: 10_000 + agua.precio, observaciones: 'Fin del turno' })).status).toBe(200);
    expect(await dashboard()).toMatchObject({
      abierta: true,
      arqueoId: segunda.body.data!.id,
      esperado: 20_000,
      sesiones: [{ arqueoId: segunda.body.data!.id, caja: 'Barra', usuario: 'Usuario admin', esperado: 20_000 }],
    });
  });
});

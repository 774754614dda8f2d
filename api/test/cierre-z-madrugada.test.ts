// A register session opened one day and still open after midnight takes the next day's sales: that
// day's Z waits for it to close, and once it closed the day's Z is issued with those sales, on
// SQLite or PostgreSQL (TEST_DATABASE_URL).
import type { Arqueo, CierreZ, Venta } from '@resto/shared/contracts';
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

const dayBefore = (fecha: string) => new Date(Date.parse(`${fecha}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('the Z of a day whose sales went into a session opened the day before', () => {
  it('is refused while that session is open, and issued with those sales once it closed', async () => {
    const v = await createVenue(t.app);
    const id = await abrirCaja(v.as.cajero, 10_000);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const sale = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: agua.precio }],
    });
    expect(sale.status).toBe(201);
    // The session was opened last evening: it is dated the day before the sale.
    const today = (await v.as.cajero.get<Arqueo>(`/api/arqueos/${id}`)).body.data!.fecha;
    await t.app.db
      .updateTable('arqueos')
      .set({ fecha: dayBefore(today) })
      .where('id', '=', id)
      .execute();

    const open = await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', { fecha: today });
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({ code: 'CIERRE_Z_CAJA_ABIERTA' });
    expect((await v.as.admin.get<{ items: unknown[] }>('/api/reportes/cierres-z')).body.data!.items).toEqual([]);

    const expected = (await v.as.cajero.get<Arqueo>(`/api/arqueos/${id}`)).body.data!.totalEsperado;
    expect((await v.as.cajero.post<Arqueo>(`/api/arqueos/${id}/cerrar`, { totalReal: expected, observaciones: 'Cierre de madrugada' })).status).toBe(200);

    const issued = await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', { fecha: today });
    expect(issued.status).toBe(201);
    expect(issued.body.data!.datos).toMatchObject({ fecha: today, ventas: 1, total: agua.precio });
  });
});

// A day whose Z close was issued keeps its figures, on SQLite or PostgreSQL (TEST_DATABASE_URL):
// a later void of one of its sales shows as its own adjustment on the day of the void, and the
// register of a Z-closed day cannot be reopened.
import type { Arqueo, CierreZ, ReporteVentas } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconstruirResumen } from '../src/modules/ventas/resumen.repository';
import { abrirCaja, createVenue, type ApiClient } from './helpers/money';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';
import { anularAnterior, diaDeAyer, reporteDe } from './support/z-cerrado-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const reporte = (c: ApiClient, fecha: string) => reporteDe<ReporteVentas>(c, 'ventas', fecha);
const reporteRango = (c: ApiClient, desde: string, hasta: string) => reporteDe<ReporteVentas>(c, 'ventas', desde, hasta);

describe('a Z-closed day keeps its figures', () => {
  it("shows a later void as an adjustment on the day of the void, leaving the closed day's report equal to its Z", async () => {
    const v = await createVenue(t.app);
    const { ayer, hoy, ventas } = await diaDeAyer(t, v);
    const issued = await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', { fecha: ayer });
    expect(issued.status).toBe(201);
    const z = issued.body.data!;
    const before = await reporte(v.as.admin, ayer);
    expect(before.totales).toMatchObject({ ventas: z.datos.ventas, total: z.datos.total, anuladas: z.datos.anuladas });

    await abrirCaja(v.as.cajero, 10_000);
    const voidedSale = ventas[0]!;
    await anularAnterior(t, v, voidedSale);

    const closedDay = await reporte(v.as.admin, ayer);
    expect(closedDay.totales).toMatchObject({ ventas: z.datos.ventas, total: z.datos.total, anuladas: z.datos.anuladas, totalAnuladas: z.datos.totalAnuladas });
    expect(closedDay.porMedio.map((m) => ({ medio: m.medio, pagos: m.pagos, montoLocal: m.montoLocal }))).toEqual(
      z.datos.porMedio.map((m) => ({ medio: m.medio, pagos: m.pagos, montoLocal: m.montoLocal })),
    );
    expect(closedDay.anulacionesDiasCerrados).toEqual({ ventas: 0, total: 0 });
    const reprint = (await v.as.admin.get<CierreZ>(`/api/reportes/cierres-z/${z.id}`)).body.data!;
    expect(reprint.datos).toEqual(z.datos);

    const voidDay = await reporte(v.as.admin, hoy);
    expect(voidDay.anulacionesDiasCerrados).toEqual({ ventas: 1, total: -voidedSale.total });
    expect(voidDay.totales).toMatchObject({ ventas: -1, total: -voidedSale.total });
    expect(voidDay.porMedio).toMatchObject([{ pagos: -1, montoLocal: -voidedSale.total }]);

    const csv = await t.app.inject({ method: 'GET', url: `/api/reportes/ventas/exportar/csv?fechaDesde=${hoy}&fechaHasta=${hoy}`, headers: bearer(v.as.admin.token) });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Anulaciones de días cerrados');
    const closedCsv = await t.app.inject({ method: 'GET', url: `/api/reportes/ventas/exportar/csv?fechaDesde=${ayer}&fechaHasta=${ayer}`, headers: bearer(v.as.admin.token) });
    expect(closedCsv.body).not.toContain('Anulaciones de días cerrados');

    const both = await reporteRango(v.as.admin, ayer, hoy);
    expect(both.totales).toMatchObject({ ventas: 1, total: ventas[1]!.total });

    // Rebuilding the summaries from the sales (a migration, the seed) keeps both days as they were.
    await reconstruirResumen(t.app.db, v.localId);
    expect((await reporte(v.as.admin, ayer)).totales).toMatchObject({
      ventas: z.datos.ventas,
      total: z.datos.total,
      anuladas: z.datos.anuladas,
      totalAnuladas: z.datos.totalAnuladas,
    });
    const rebuilt = await reporte(v.as.admin, hoy);
    expect(rebuilt.totales).toMatchObject({ ventas: -1, total: -voidedSale.total });
    expect(rebuilt.porMedio).toMatchObject([{ pagos: -1, montoLocal: -voidedSale.total }]);
    expect((await reporteRango(v.as.admin, ayer, hoy)).totales).toMatchObject({ ventas: 1, total: ventas[1]!.total });
  });

  it('a day without a Z behaves as before: the void simply takes the sale out of its day', async () => {
    const v = await createVenue(t.app);
    const { ayer, hoy, ventas } = await diaDeAyer(t, v);
    await abrirCaja(v.as.cajero, 10_000);
    await anularAnterior(t, v, ventas[0]!);
    expect((await reporte(v.as.admin, ayer)).totales).toMatchObject({ ventas: 1, total: ventas[1]!.total, anuladas: 1, totalAnuladas: ventas[0]!.total });
    const today = await reporte(v.as.admin, hoy);
    expect(today.totales).toMatchObject({ ventas: 0, total: 0 });
    expect(today.anulacionesDiasCerrados).toEqual({ ventas: 0, total: 0 });
  });
});

describe('reopening the register of a Z-closed day', () => {
  it('is refused with a clear code once the Z of its day was issued, even by a manager', async () => {
    const v = await createVenue(t.app);
    const id = await abrirCaja(v.as.admin, 10_000);
    expect((await v.as.admin.post<Arqueo>(`/api/arqueos/${id}/cerrar`, { totalReal: 10_000, observaciones: 'Cierre' })).status).toBe(200);
    expect((await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', {})).status).toBe(201);
    const res = await v.as.admin.post<Arqueo>(`/api/arqueos/${id}/reabrir`, { motivo: 'Faltó cobrar una mesa' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ARQUEO_CIERRE_Z_EMITIDO', message: 'El día de esta caja ya tiene su cierre Z emitido: no se puede reabrir' });
    expect((await v.as.admin.get<Arqueo>(`/api/arqueos/${id}`)).body.data!.estado).not.toBe('abierto');
  });
});

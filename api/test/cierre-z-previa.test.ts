// The Z's confirmation reads GET /api/reportes/cierres-z/previa: it refuses a day the Z would be
// refused for (a future day, a day without sessions, a day with a session open), so the screens
// never ask to confirm a Z that cannot be issued; on SQLite or PostgreSQL (TEST_DATABASE_URL).
import type { Arqueo, CierreZDatos } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe("the Z's confirmation", () => {
  it('refuses a future day, a day without sessions and a day with a session open, and shows a closed day', async () => {
    const v = await createVenue(t.app);
    const previa = (fecha: string) => v.as.admin.get<CierreZDatos>(`/api/reportes/cierres-z/previa?fecha=${fecha}`);

    const future = await previa('2999-01-01');
    expect(future.status).toBe(400);
    expect(future.body).toMatchObject({ code: 'CIERRE_Z_FECHA_FUTURA' });

    const id = await abrirCaja(v.as.cajero, 10_000);
    const hoy = (await v.as.cajero.get<Arqueo>(`/api/arqueos/${id}`)).body.data!.fecha;
    const open = await previa(hoy);
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({ code: 'CIERRE_Z_CAJA_ABIERTA' });

    const yesterday = new Date(Date.parse(`${hoy}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect((await previa(yesterday)).body).toMatchObject({ code: 'CIERRE_Z_SIN_ARQUEOS' });

    expect((await v.as.cajero.post<Arqueo>(`/api/arqueos/${id}/cerrar`, { totalReal: 10_000, observaciones: 'Fin del turno' })).status).toBe(200);
    const closed = await previa(hoy);
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ fecha: hoy, ventas: 0 });
  });
});

// Tills and shifts, on SQLite or PostgreSQL (TEST_DATABASE_URL): by default one register session
// per day (the SPEC's rule); with the venue's settings, several tills open at once and a till
// opened again the same day; each sale lands in its cashier's session; the day is the sum of its
// sessions and its Z is issued only once every session, every till, is closed.
import type { Arqueo, ArqueosResumen, AuditoriaPage, Caja, CierreZ, CierreZDatos, GeneralConfig, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, producto, type ApiClient, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const abrir = (c: ApiClient, body: { montoInicial: number; cajaId?: number }) => c.post<Arqueo>('/api/arqueos', body);
const cerrar = (c: ApiClient, id: number, totalReal: number) => c.post<Arqueo>(`/api/arqueos/${id}/cerrar`, { totalReal, observaciones: 'Fin del turno' });
const arqueo = async (c: ApiClient, id: number) => (await c.get<Arqueo>(`/api/arqueos/${id}`)).body.data!;
const settings = (v: TestVenue, changes: Partial<GeneralConfig>) => v.as.admin.put<GeneralConfig>('/api/configuracion/general', changes);

async function patch<T>(c: ApiClient, url: string, payload: object): Promise<{ status: number; body: Envelope<T> & { data?: T } }> {
  const res = await t.app.inject({ method: 'PATCH', url, headers: bearer(c.token), payload });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

async function nuevaCaja(v: TestVenue, nombre: string): Promise<Caja> {
  const res = await v.as.admin.post<Caja>('/api/cajas', { nombre });
  expect(res.status).toBe(201);
  return res.body.data!;
}

async function cajas(c: ApiClient): Promise<Caja[]> {
  const res = await c.get<Caja[]>('/api/cajas');
  expect(res.status).toBe(200);
  return res.body.data!;
}

/** A cash sale of one agua (BEB-001) at the counter. */
async function ventaEfectivo(c: ApiClient): Promise<{ status: number; code?: string | undefined; venta?: Venta | undefined }> {
  const agua = await producto(c, 'BEB-001');
  const res = await c.post<Venta>('/api/ventas/finalizar', {
    items: [{ productoId: agua.id, cantidad: 1 }],
    pagos: [{ medioId: await medioId(c, 'efectivo'), monto: agua.precio }],
  });
  return { status: res.status, code: res.body.code, venta: res.body.data };
}

/** A venue with both settings on and a second till ('Barra') besides its 'Caja principal'. */
async function venueWithTills(): Promise<{ v: TestVenue; principal: Caja; barra: Caja }> {
  const v = await createVenue(t.app);
  expect((await settings(v, { variasCajas: true, variosArqueosPorDia: true })).status).toBe(200);
  // A venue made after the migration gets its first till at its first opening.
  const first = await abrir(v.as.cajero, { montoInicial: 10_000 });
  expect(first.status).toBe(201);
  expect(first.body.data!.caja).toMatchObject({ nombre: 'Caja principal' });
  expect((await cerrar(v.as.cajero, first.body.data!.id, 10_000)).status).toBe(200);
  const barra = await nuevaCaja(v, 'Barra');
  const principal = (await cajas(v.as.cajero)).find((c) => c.nombre === 'Caja principal')!;
  return { v, principal, barra };
}

describe('the default: one register session per day', () => {
  it('keeps the SPEC rule: a second opening the same date is refused with ARQUEO_YA_EXISTE_FECHA', async () => {
    const v = await createVenue(t.app);
    const config = (await v.as.admin.get<GeneralConfig>('/api/configuracion/general')).body.data!;
    expect(config).toMatchObject({ variasCajas: false, variosArqueosPorDia: false });
    const id = await abrirCaja(v.as.cajero, 10_000);
    const again = await abrir(v.as.admin, { montoInicial: 5_000 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ARQUEO_YA_ABIERTO' });
    expect((await cerrar(v.as.cajero, id, 10_000)).status).toBe(200);
    const refused = await abrir(v.as.cajero, { montoInicial: 5_000 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ARQUEO_YA_EXISTE_FECHA', message: 'Ya existe un arqueo para esta fecha' });
  });

  it('with two tills but not several at once, a second till is refused while one is open, and the day stays one session', async () => {
    const v = await createVenue(t.app);
    const id = await abrirCaja(v.as.cajero, 10_000);
    const barra = await nuevaCaja(v, 'Barra');
    const refused = await abrir(v.as.admin, { montoInicial: 5_000, cajaId: barra.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CAJA_OTRA_ABIERTA' });
    expect((await cerrar(v.as.cajero, id, 10_000)).status).toBe(200);
    expect((await abrir(v.as.admin, { montoInicial: 5_000, cajaId: barra.id })).body).toMatchObject({ code: 'ARQUEO_YA_EXISTE_FECHA' });
    // Several active tills: the opening must say which.
    expect((await abrir(v.as.admin, { montoInicial: 5_000 })).body).toMatchObject({ code: 'CAJA_REQUERIDA' });
  });
});

describe('tills', () => {
  it('are listed to who opens a register and managed by a manager only, each change audited', async () => {
    const v = await createVenue(t.app);
    expect((await v.as.cajero.post('/api/cajas', { nombre: 'Terraza' })).status).toBe(403);
    const terraza = await nuevaCaja(v, 'Terraza');
    expect((await v.as.admin.post('/api/cajas', { nombre: ' terraza ' })).body).toMatchObject({ code: 'CAJA_NOMBRE_REPETIDO' });
    expect((await patch<Caja>(v.as.cajero, `/api/cajas/${terraza.id}`, { nombre: 'Patio' })).status).toBe(403);
    const renamed = await patch<Caja>(v.as.admin, `/api/cajas/${terraza.id}`, { nombre: 'Patio' });
    expect(renamed.body.data).toMatchObject({ nombre: 'Patio', activa: true });
    expect((await v.as.mozo.get('/api/cajas')).status).toBe(403);
    expect((await cajas(v.as.cajero)).map((c) => c.nombre)).toEqual(['Patio']);
    // The last active till stays active.
    expect((await patch<Caja>(v.as.admin, `/api/cajas/${terraza.id}`, { activa: false })).body).toMatchObject({ code: 'CAJA_ULTIMA_ACTIVA' });
    const barra = await nuevaCaja(v, 'Barra');
    const id = (await abrir(v.as.cajero, { montoInicial: 1_000, cajaId: barra.id })).body.data!.id;
    expect((await patch<Caja>(v.as.admin, `/api/cajas/${barra.id}`, { activa: false })).body).toMatchObject({ code: 'CAJA_CON_ARQUEO_ABIERTO' });
    expect((await cerrar(v.as.cajero, id, 1_000)).status).toBe(200);
    expect((await patch<Caja>(v.as.admin, `/api/cajas/${terraza.id}`, { activa: false })).body.data).toMatchObject({ activa: false });
    expect((await abrir(v.as.admin, { montoInicial: 1_000, cajaId: terraza.id })).body).toMatchObject({ code: 'CAJA_INACTIVA' });

    for (const accion of ['crear-caja', 'renombrar-caja', 'desactivar-caja', 'abrir-caja', 'cerrar-caja']) {
      const items = (await v.as.admin.get<AuditoriaPage>(`/api/auditoria?accion=${accion}`)).body.data!.items;
      expect(items.length, accion).toBeGreaterThan(0);
    }
    const renombre = (await v.as.admin.get<AuditoriaPage>('/api/auditoria?accion=renombrar-caja')).body.data!.items[0]!;
    expect(renombre).toMatchObject({ usuario: { id: v.as.admin.userId } });
  });
});

describe('several tills and shifts', () => {
  it('opens two tills at once, each sale in its cashier session; a till never has two open sessions', async () => {
    const { v, principal, barra } = await venueWithTills();
    const a = await abrir(v.as.cajero, { montoInicial: 10_000, cajaId: principal.id });
    const b = await abrir(v.as.admin, { montoInicial: 20_000, cajaId: barra.id });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.data!.caja).toEqual({ id: barra.id, nombre: 'Barra' });
    expect((await abrir(v.as.admin, { montoInicial: 1_000, cajaId: barra.id })).body).toMatchObject({ code: 'ARQUEO_YA_ABIERTO' });

    const ventaA = (await ventaEfectivo(v.as.cajero)).venta!;
    const ventaB = (await ventaEfectivo(v.as.admin)).venta!;
    expect((await arqueo(v.as.cajero, a.body.data!.id)).totalEsperado).toBe(10_000 + ventaA.total);
    expect((await arqueo(v.as.admin, b.body.data!.id)).totalEsperado).toBe(20_000 + ventaB.total);
    // Who opened none of the open tills is asked which; the sale is not written anywhere.
    const guess = await ventaEfectivo(v.as.empleado);
    expect(guess).toMatchObject({ status: 409, code: 'ARQUEO_ELEGIR_CAJA' });
    expect((await arqueo(v.as.cajero, a.body.data!.id)).totalEsperado).toBe(10_000 + ventaA.total);
    // Naming the till's session, the charge goes there; a session that is not open is refused.
    const agua = await producto(v.as.empleado, 'BEB-001');
    const efectivo = await medioId(v.as.empleado, 'efectivo');
    const named = await v.as.empleado.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: efectivo, monto: agua.precio }],
      arqueoId: b.body.data!.id,
    });
    expect(named.status).toBe(201);
    expect((await arqueo(v.as.admin, b.body.data!.id)).totalEsperado).toBe(20_000 + ventaB.total + named.body.data!.total);
    const wrong = await v.as.empleado.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: efectivo, monto: agua.precio }],
      arqueoId: 999_999,
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ code: 'ARQUEO_NO_ABIERTO' });

    const resumen = (await v.as.admin.get<ArqueosResumen>('/api/arqueos')).body.data!;
    expect(resumen.abiertos!.map((s) => s.caja?.nombre).sort()).toEqual(['Barra', 'Caja principal']);
    expect(resumen.abierto?.id).toBe(b.body.data!.id);
    const listed = await cajas(v.as.cajero);
    expect(listed.find((c) => c.id === barra.id)?.arqueoAbiertoId).toBe(b.body.data!.id);
  });

  it('opens a till again the same day, and the day is the sum of its sessions', async () => {
    const { v, principal, barra } = await venueWithTills();
    const almuerzo = (await abrir(v.as.cajero, { montoInicial: 10_000, cajaId: principal.id })).body.data!;
    const v1 = (await ventaEfectivo(v.as.cajero)).venta!;
    expect((await cerrar(v.as.cajero, almuerzo.id, 10_000 + v1.total)).status).toBe(200);
    const cena = await abrir(v.as.cajero, { montoInicial: 8_000, cajaId: principal.id });
    expect(cena.status).toBe(201);
    expect(cena.body.data!.fecha).toBe(almuerzo.fecha);
    const v2 = (await ventaEfectivo(v.as.cajero)).venta!;
    const barraS = (await abrir(v.as.admin, { montoInicial: 5_000, cajaId: barra.id })).body.data!;
    const v3 = (await ventaEfectivo(v.as.admin)).venta!;
    expect((await arqueo(v.as.cajero, cena.body.data!.id)).totalEsperado).toBe(8_000 + v2.total);

    // Z refused while a session of the day is open on any till.
    const open = await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', {});
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({ code: 'CIERRE_Z_CAJAS_ABIERTAS' });
    expect(open.body.message).toContain('Caja principal');
    expect(open.body.message).toContain('Barra');
    expect((await cerrar(v.as.cajero, cena.body.data!.id, 8_000 + v2.total)).status).toBe(200);
    const still = await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', {});
    expect(still.body).toMatchObject({ code: 'CIERRE_Z_CAJAS_ABIERTAS' });
    expect(still.body.message).toContain('Barra');
    expect((await cerrar(v.as.admin, barraS.id, 5_000 + v3.total)).status).toBe(200);

    const fecha = almuerzo.fecha;
    const previa = await v.as.admin.get<CierreZDatos>(`/api/reportes/cierres-z/previa?fecha=${fecha}`);
    expect(previa.status).toBe(200);
    expect(previa.body.data).toMatchObject({ fecha, ventas: 3, total: v1.total + v2.total + v3.total });
    const z = await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', {});
    expect(z.status).toBe(201);
    expect(z.body.data!.datos).toMatchObject({ ventas: 3, total: v1.total + v2.total + v3.total });
    // Its register block is the sum of the day's four sessions (the venue's first one, opened and
    // closed with 10.000 and no sale, among them), each listed with its till.
    const efectivo = 10_000 + 10_000 + v1.total + 8_000 + v2.total + 5_000 + v3.total;
    expect(z.body.data!.datos.caja).toMatchObject({ estado: 'cerrado', montoInicial: 33_000, esperado: efectivo, contado: efectivo, diferencia: 0 });
    expect(z.body.data!.datos.cajas!.slice(1).map((c) => ({ arqueoId: c.arqueoId, caja: c.caja, montoInicial: c.montoInicial }))).toEqual([
      { arqueoId: almuerzo.id, caja: 'Caja principal', montoInicial: 10_000 },
      { arqueoId: cena.body.data!.id, caja: 'Caja principal', montoInicial: 8_000 },
      { arqueoId: barraS.id, caja: 'Barra', montoInicial: 5_000 },
    ]);
    expect(z.body.data!.datos.cajas![0]).toMatchObject({ caja: 'Caja principal', montoInicial: 10_000, contado: 10_000 });
    // The Z closed the day: no session opens into it.
    expect((await v.as.admin.post<Arqueo>(`/api/arqueos/${barraS.id}/reabrir`, { motivo: 'Faltó una mesa' })).body).toMatchObject({ code: 'ARQUEO_CIERRE_Z_EMITIDO' });
    const late = await abrir(v.as.cajero, { montoInicial: 1_000, cajaId: principal.id });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'ARQUEO_DIA_CON_CIERRE_Z' });
  });
});

describe('the daily Z', () => {
  it('is refused for a day with no register session at all, and changes nothing', async () => {
    const v = await createVenue(t.app);
    const res = await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', {});
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CIERRE_Z_SIN_ARQUEOS' });
    expect(res.body.message).toMatch(/no tuvo ninguna caja abierta: no hay cierre Z que emitir$/);
    expect((await v.as.admin.get<{ items: unknown[] }>('/api/reportes/cierres-z')).body.data!.items).toEqual([]);
    // A future date keeps its own refusal.
    expect((await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', { fecha: '2999-01-01' })).body).toMatchObject({ code: 'CIERRE_Z_FECHA_FUTURA' });
  });

  it('of a one-till day keeps its refusal while the register is open, and is issued once it closed', async () => {
    const v = await createVenue(t.app);
    const id = await abrirCaja(v.as.cajero, 10_000);
    expect((await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', {})).body).toMatchObject({ code: 'CIERRE_Z_CAJA_ABIERTA' });
    expect((await cerrar(v.as.cajero, id, 10_000)).status).toBe(200);
    expect((await v.as.admin.post<CierreZ>('/api/reportes/cierres-z', {})).status).toBe(201);
  });
});

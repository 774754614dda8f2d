// The register's count at its close, on SQLite or PostgreSQL (TEST_DATABASE_URL): cash by
// denomination per currency (summed by the api, a total sent beside it must agree), and the
// non-cash methods' declared totals against what the session charged through them.
import type { Arqueo, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, producto, type ApiClient } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const arqueo = async (c: ApiClient, id: number) => (await c.get<Arqueo>(`/api/arqueos/${id}`)).body.data!;
const cerrar = (c: ApiClient, id: number, body: object) => c.post<Arqueo>(`/api/arqueos/${id}/cerrar`, { observaciones: 'Cierre del turno', ...body });

/** One product paid whole with the method of `tipo`. */
async function venta(c: ApiClient, sku: string, tipo: string): Promise<Venta> {
  const p = await producto(c, sku);
  const res = await c.post<Venta>('/api/ventas/finalizar', { items: [{ productoId: p.id, cantidad: 1 }], pagos: [{ medioId: await medioId(c, tipo), monto: p.precio }] });
  expect(res.status).toBe(201);
  return res.body.data!;
}

/** 10.000 to open, an agua (2.500) in cash, another on debit and a cola (3.200) by QR. */
async function dia(c: ApiClient): Promise<number> {
  const id = await abrirCaja(c, 10_000);
  await venta(c, 'BEB-001', 'efectivo');
  await venta(c, 'BEB-001', 'tarjeta_debito');
  await venta(c, 'BEB-002', 'qr');
  return id;
}

/** 1 × 10.000 + 1 × 2.000 + 1 × 500 pesos = 12.500, in centavos. */
const ARS_12500 = {
  moneda: 'ARS',
  denominaciones: [
    { valor: 1_000_000, cantidad: 1 },
    { valor: 200_000, cantidad: 1 },
    { valor: 50_000, cantidad: 1 },
    { valor: 10_000, cantidad: 0 },
  ],
};

async function storedCount(arqueoId: number): Promise<number> {
  const conteos = await t.app.db.selectFrom('arqueo_conteos').select('id').where('arqueo_id', '=', arqueoId).execute();
  const medios = await t.app.db.selectFrom('arqueo_medios').select('id').where('arqueo_id', '=', arqueoId).execute();
  return conteos.length + medios.length;
}

describe('the count by denomination', () => {
  it('gives the counted cash of each currency, stored and shown in the detail', async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    const id = await dia(c);
    const res = await cerrar(c, id, { conteo: [ARS_12500, { moneda: 'usd', denominaciones: [{ valor: 10_000, cantidad: 2 }] }], clientMutationId: mutationId() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ estado: 'cerrado', totalEsperado: 12_500, totalReal: 12_500, diferencia: 0 });
    expect(res.body.data!.monedas.find((m) => m.moneda === 'USD')).toMatchObject({ esperado: 0, contado: 200, diferencia: 200 });

    const detail = await arqueo(c, id);
    expect(detail.conteo).toEqual([
      {
        moneda: 'ARS',
        denominaciones: [
          { valor: 1_000_000, cantidad: 1 },
          { valor: 200_000, cantidad: 1 },
          { valor: 50_000, cantidad: 1 },
        ],
        total: 1_250_000,
      },
      { moneda: 'USD', denominaciones: [{ valor: 10_000, cantidad: 2 }], total: 20_000 },
    ]);
  });

  it('refuses a counted amount that disagrees with its count, and writes nothing', async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    const id = await dia(c);
    const local = await cerrar(c, id, { totalReal: 12_000, conteo: [ARS_12500] });
    expect(local.status).toBe(400);
    expect(local.body).toMatchObject({
      code: 'ARQUEO_CONTEO_NO_COINCIDE',
      message: 'El total contado en ARS (12000) no coincide con el conteo por denominación (12500): revisá el conteo',
    });

    const foreign = await cerrar(c, id, {
      totalReal: 12_500,
      conteo: [ARS_12500, { moneda: 'USD', denominaciones: [{ valor: 10_000, cantidad: 2 }] }],
      monedasExtranjeras: [{ moneda: 'USD', monto: 150 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('ARQUEO_CONTEO_NO_COINCIDE');

    expect((await arqueo(c, id)).estado).toBe('abierto');
    expect(await storedCount(id)).toBe(0);

    // The same count with the total that agrees closes.
    expect((await cerrar(c, id, { totalReal: 12_500, conteo: [ARS_12500] })).status).toBe(200);
  });

  it('refuses a denomination not in the list, a negative or fractional quantity and a fractional value', async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    const id = await dia(c);
    const bad = async (denominacion: object) => cerrar(c, id, { totalReal: 12_500, conteo: [{ moneda: 'ARS', denominaciones: [denominacion] }] });

    const notListed = await bad({ valor: 300_000, cantidad: 1 });
    expect(notListed.status).toBe(400);
    expect(notListed.body).toMatchObject({
      code: 'ARQUEO_CONTEO_DENOMINACION_INVALIDA',
      message: '3000 no es una denominación de ARS: contá con los billetes y monedas de la lista',
    });
    for (const d of [
      { valor: 1_000_000, cantidad: -1 },
      { valor: 1_000_000, cantidad: 1.5 },
      { valor: 1_000_000.5, cantidad: 1 },
    ]) {
      const res = await bad(d);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDACION');
    }
    const repeated = await cerrar(c, id, {
      conteo: [
        {
          moneda: 'ARS',
          denominaciones: [
            { valor: 1_000_000, cantidad: 1 },
            { valor: 1_000_000, cantidad: 1 },
          ],
        },
      ],
    });
    expect(repeated.body.code).toBe('ARQUEO_CONTEO_DENOMINACION_REPETIDA');
    const noList = await cerrar(c, id, { totalReal: 12_500, conteo: [{ moneda: 'JPY', denominaciones: [{ valor: 1000, cantidad: 1 }] }] });
    expect(noList.body.code).toBe('ARQUEO_CONTEO_SIN_DENOMINACIONES');
    // Only foreign cash counted: the venue's own still needs its total.
    const noLocal = await cerrar(c, id, { conteo: [{ moneda: 'USD', denominaciones: [{ valor: 10_000, cantidad: 1 }] }] });
    expect(noLocal.body).toMatchObject({ code: 'ARQUEO_TOTAL_REAL_REQUERIDO', message: 'Ingresá el total contado en ARS o su conteo por denominación' });

    expect((await arqueo(c, id)).estado).toBe('abierto');
    expect(await storedCount(id)).toBe(0);
  });
});

describe('the non-cash totals declared at the close', () => {
  it('stores what each terminal reports beside what the session charged, and shows the difference without refusing it', async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    const id = await dia(c);
    const debito = await medioId(c, 'tarjeta_debito');
    const qr = await medioId(c, 'qr');
    const credito = await medioId(c, 'tarjeta_credito');
    const efectivo = await medioId(c, 'efectivo');

    // While open the detail shows what each method charged so far, nothing declared.
    const open = await arqueo(c, id);
    expect(open.medios?.find((m) => m.medioPagoId === qr)).toMatchObject({ esperado: 3_200, declarado: null, diferencia: null });
    expect(open.medios?.some((m) => m.tipo === 'efectivo' || m.tipo === 'cuenta_corriente')).toBe(false);

    const cash = await cerrar(c, id, { totalReal: 12_500, declarados: [{ medioPagoId: efectivo, monto: 2_500 }] });
    expect(cash.body.code).toBe('ARQUEO_MEDIO_NO_DECLARABLE');
    const twice = await cerrar(c, id, {
      totalReal: 12_500,
      declarados: [
        { medioPagoId: qr, monto: 1 },
        { medioPagoId: qr, monto: 2 },
      ],
    });
    expect(twice.body.code).toBe('ARQUEO_MEDIO_REPETIDO');
    const unknown = await cerrar(c, id, { totalReal: 12_500, declarados: [{ medioPagoId: 999_999, monto: 1 }] });
    expect(unknown.body.code).toBe('ARQUEO_MEDIO_NO_EXISTE');
    expect(await storedCount(id)).toBe(0);

    const res = await cerrar(c, id, {
      totalReal: 12_500,
      declarados: [
        { medioPagoId: debito, monto: 2_500 },
        { medioPagoId: qr, monto: 3_000 },
      ],
    });
    expect(res.status).toBe(200);
    const medios = (await arqueo(c, id)).medios!;
    expect(medios.find((m) => m.medioPagoId === debito)).toMatchObject({ esperado: 2_500, declarado: 2_500, diferencia: 0 });
    expect(medios.find((m) => m.medioPagoId === qr)).toMatchObject({ nombre: 'QR / Mercado Pago', esperado: 3_200, declarado: 3_000, diferencia: -200 });
    expect(medios.find((m) => m.medioPagoId === credito)).toMatchObject({ esperado: 0, declarado: null, diferencia: null });

    // What was charged is frozen at the close: a later change to a payment does not move it.
    await t.app.db.updateTable('venta_pagos').set({ monto_local: 1 }).where('medio_pago_id', '=', qr).execute();
    expect((await arqueo(c, id)).medios!.find((m) => m.medioPagoId === qr)!.esperado).toBe(3_200);
  });
});

describe('reopening a closed session', () => {
  it('sets its count and declared totals aside with the rest of its close', async () => {
    const v = await createVenue(t.app);
    const id = await dia(v.as.cajero);
    const qr = await medioId(v.as.cajero, 'qr');
    expect((await cerrar(v.as.cajero, id, { conteo: [ARS_12500], declarados: [{ medioPagoId: qr, monto: 3_000 }] })).status).toBe(200);
    expect((await v.as.admin.post(`/api/arqueos/${id}/reabrir`, { motivo: 'Se contó mal' })).status).toBe(200);
    const reopened = await arqueo(v.as.cajero, id);
    expect(reopened.conteo).toEqual([]);
    expect(reopened.medios!.find((m) => m.medioPagoId === qr)).toMatchObject({ esperado: 3_200, declarado: null });
    expect(await storedCount(id)).toBe(0);
  });
});

describe("the SPEC's close", () => {
  it('still closes with the counted total and foreign amounts only', async () => {
    const v = await createVenue(t.app);
    const c = v.as.cajero;
    const id = await dia(c);
    const missing = await c.post(`/api/arqueos/${id}/cerrar`, { observaciones: 'Sin total' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDACION');

    const res = await cerrar(c, id, { totalReal: 12_400, monedasExtranjeras: [{ moneda: 'USD', monto: 5, descripcion: 'Un billete' }] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalEsperado: 12_500, totalReal: 12_400, diferencia: -100, conteo: [] });
    expect(res.body.data!.monedas.find((m) => m.moneda === 'USD')).toMatchObject({ contado: 5, descripcion: 'Un billete' });
    expect(res.body.data!.medios!.every((m) => m.declarado === null)).toBe(true);
  });
});

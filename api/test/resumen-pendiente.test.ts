// The migrations are frozen: the one that created the reports' summaries only asks for them to be
// filled, and the api does it when it starts, from the sales already there, once.
import type { Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESUMEN_PENDIENTE } from '../src/modules/reportes/resumen-pendiente.repository';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

const TABLAS = ['resumen_ventas', 'resumen_pagos', 'resumen_productos', 'resumen_clientes'] as const;
let t: TestApp;
let v: TestVenue;
let sale: Venta;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  v = await createVenue(t.app, { timezone: 'America/Argentina/Buenos_Aires' });
  await abrirCaja(v.as.cajero, 10_000);
  const agua = await producto(v.as.cajero, 'BEB-001');
  const efectivo = await medioId(v.as.cajero, 'efectivo');
  const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
    items: [{ productoId: agua.id, cantidad: 3 }],
    pagos: [{ medioId: efectivo, monto: agua.precio * 3 }],
    clientMutationId: mutationId(),
  });
  expect(res.status).toBe(201);
  sale = res.body.data!;
});
afterAll(async () => {
  await t.close();
});

async function filas(app: TestApp['app']): Promise<number> {
  let n = 0;
  for (const tabla of TABLAS) n += (await app.db.selectFrom(tabla).select('local_id').where('local_id', '=', v.localId).execute()).length;
  return n;
}

it('a fresh database leaves no rebuild pending once the api has started', async () => {
  const pendiente = await t.app.db.selectFrom('app_settings').select('value').where('key', '=', RESUMEN_PENDIENTE).executeTakeFirst();
  expect(pendiente).toBeUndefined();
});

it('a pending rebuild fills the summaries from the sales when the api starts, and is then cleared', async () => {
  const antes = await filas(t.app);
  expect(antes).toBeGreaterThan(0);
  for (const tabla of TABLAS) await t.app.db.deleteFrom(tabla).execute();
  await t.app.db.insertInto('app_settings').values({ key: RESUMEN_PENDIENTE, value: '1' }).execute();

  const otra = await createTestApp({ seed: false, database: t.database });
  try {
    expect(await filas(otra.app)).toBe(antes);
    const pendiente = await otra.app.db.selectFrom('app_settings').select('value').where('key', '=', RESUMEN_PENDIENTE).executeTakeFirst();
    expect(pendiente).toBeUndefined();
    const r = (await v.as.admin.get<{ totales: { ventas: number; total: number } }>('/api/reportes/ventas?rango=hoy')).body.data!;
    expect(r.totales).toMatchObject({ ventas: 1, total: sale.total });
  } finally {
    await otra.app.close();
  }
});

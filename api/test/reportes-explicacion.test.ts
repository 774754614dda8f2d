// The cash audit that explains its own difference: registers closed short or over by
// known mistakes, and the causes the api finds in their own movements, with the amount each explains.
import { explicacionArqueoSchema, type ExplicacionArqueo, type Venta, type Arqueo } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

async function sellCash(v: TestVenue, sku: string): Promise<Venta> {
  const p = await producto(v.as.cajero, sku);
  const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
    items: [{ productoId: p.id, cantidad: 1 }],
    pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: p.precio }],
    clientMutationId: mutationId(),
  });
  expect(res.status).toBe(201);
  return res.body.data!;
}

async function closeOff(v: TestVenue, arqueoId: number, delta: number): Promise<Arqueo> {
  const open = (await v.as.cajero.get<Arqueo>(`/api/arqueos/${arqueoId}`)).body.data!;
  const res = await v.as.cajero.post<Arqueo>(`/api/arqueos/${arqueoId}/cerrar`, { totalReal: open.totalEsperado + delta, observaciones: 'Cierre' });
  expect(res.status).toBe(200);
  expect(res.body.data!.diferencia).toBe(delta);
  return res.body.data!;
}

const explain = async (v: TestVenue, id: number) => {
  const res = await v.as.cajero.get<ExplicacionArqueo>(`/api/reportes/arqueos/${id}/explicacion`);
  expect(res.status).toBe(200);
  return explicacionArqueoSchema.parse(res.body.data);
};

describe('GET /api/reportes/arqueos/{id}/explicacion', () => {
  it('a register short by one cash sale: never charged, or a card payment recorded as cash', async () => {
    const v = await createVenue(t.app);
    const arqueoId = await abrirCaja(v.as.cajero, 10_000);
    await sellCash(v, 'BEB-001');
    const pizza = await sellCash(v, 'PIZ-001');
    await closeOff(v, arqueoId, -pizza.total);
    const e = await explain(v, arqueoId);
    expect(e.diferencia).toBe(-pizza.total);
    expect(e.causas.map((c) => [c.codigo, c.ventaId, c.monto])).toEqual([
      ['VENTA_NO_COBRADA', pizza.id, -pizza.total],
      ['EFECTIVO_QUE_ERA_TARJETA', pizza.id, -pizza.total],
    ]);
    expect(e.causas[0]!.descripcion).toBe(`La venta N° ${pizza.numero} por el total de la diferencia: ¿se cobró?`);
  });

  it('a register over by a voided sale whose cash stayed in the drawer, or by an expense entered twice', async () => {
    const v = await createVenue(t.app);
    const arqueoId = await abrirCaja(v.as.cajero, 10_000);
    const agua = await sellCash(v, 'BEB-001');
    expect((await v.as.cajero.post(`/api/ventas/${agua.id}/anular`, { motivo: 'Error', clientMutationId: mutationId() })).status).toBe(200);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await v.as.cajero.post('/api/gastos', { categoria: 'Hielo', descripcion: 'Bolsa', pagadoPor: 'Caja', montoPesos: agua.total, clientMutationId: mutationId() })).status,
      ).toBe(201);
    await closeOff(v, arqueoId, agua.total);
    const e = await explain(v, arqueoId);
    expect(e.causas.map((c) => c.codigo)).toEqual(['ANULADA_SIN_DEVOLVER', 'GASTO_DUPLICADO']);
    expect(e.causas.every((c) => c.monto === agua.total)).toBe(true);
    expect(e.causas[1]!.params).toEqual({ categoria: 'Hielo', veces: 2 });
  });

  it('finds nothing to explain in a register without a difference, and keeps venues and roles apart', async () => {
    const v = await createVenue(t.app);
    const arqueoId = await abrirCaja(v.as.cajero, 10_000);
    await sellCash(v, 'BEB-001');
    await closeOff(v, arqueoId, 0);
    expect((await explain(v, arqueoId)).causas).toEqual([]);
    expect((await v.as.mozo.get(`/api/reportes/arqueos/${arqueoId}/explicacion`)).status).toBe(403);
    const other = await createVenue(t.app);
    expect((await other.as.cajero.get(`/api/reportes/arqueos/${arqueoId}/explicacion`)).status).toBe(404);
    // The audits export is still routed beside this path.
    const csv = await t.app.inject({ method: 'GET', url: '/api/reportes/arqueos/exportar/csv?rango=hoy', headers: { authorization: `Bearer ${v.as.admin.token}` } });
    expect(csv.statusCode).toBe(200);
    expect(csv.rawPayload.toString('utf8')).toContain('Fecha;Estado;Usuario;Ventas;Inicial;Esperado;Contado;Diferencia');
  });
});

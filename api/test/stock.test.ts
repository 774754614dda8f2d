// Stock: manual adjustments with a reason (count, loss, purchase; never below 0; whole units for
// products sold by unit), the venue's movement list (by product, type and date, paged) and a
// product's history, where every sale, comanda and void shows its document.
import type { Proveedor, StockMovimientosList, StockProductoHistorial, StockUpdateResult, Venta } from '@resto/shared/contracts';
import { dateInZone } from '@resto/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirMesa, agregar, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const TZ = 'America/Argentina/Buenos_Aires';

async function historial(v: TestVenue, productoId: number): Promise<StockProductoHistorial> {
  const res = await v.as.empleado.get<StockProductoHistorial>(`/api/stock/historial/${productoId}`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

describe('POST /api/stock/update', () => {
  it('counts, loses and buys, each leaving a movement with who, why and the stock before and after', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    expect(agua.stockActual).toBe(48);
    const proveedor = (await v.as.empleado.post<Proveedor>('/api/proveedores', { nombre: 'Aguas del Sur', cuit: '30712345671', localidad: 'Quilmes', provincia: 'Buenos Aires' }))
      .body.data!;

    const conteo = await v.as.empleado.post<StockUpdateResult>('/api/stock/update', {
      productoId: agua.id,
      motivo: 'conteo',
      cantidad: 40,
      nota: 'Inventario mensual',
      clientMutationId: mutationId(),
    });
    expect(conteo.status).toBe(200);
    expect(conteo.body.message).toBe('Stock actualizado');
    expect(conteo.body.data).toMatchObject({
      stockActual: 40,
      bajoStock: false,
      movimiento: { tipo: 'conteo', cantidad: -8, stockAnterior: 48, stockResultante: 40, motivo: 'Inventario mensual', documento: null, usuario: 'Usuario empleado' },
    });

    const merma = await v.as.empleado.post<StockUpdateResult>('/api/stock/update', { ProductoId: agua.id, Motivo: 'merma', Cantidad: 30, Nota: 'Botellas rotas' });
    expect(merma.body.data).toMatchObject({ stockActual: 10, bajoStock: true, movimiento: { tipo: 'merma', cantidad: -30, stockAnterior: 40, stockResultante: 10 } });

    const compra = await v.as.admin.post<StockUpdateResult>('/api/stock/update', {
      productoId: agua.id,
      motivo: 'compra',
      cantidad: 24,
      proveedorId: proveedor.id,
      comprobante: 'FC A 0001-00001234',
    });
    expect(compra.body.data).toMatchObject({
      stockActual: 34,
      bajoStock: false,
      movimiento: {
        tipo: 'compra',
        cantidad: 24,
        stockResultante: 34,
        proveedorId: proveedor.id,
        proveedor: 'Aguas del Sur',
        comprobante: 'FC A 0001-00001234',
        usuario: 'Usuario admin',
      },
    });

    expect((await producto(v.as.cajero, 'BEB-001')).stockActual).toBe(34);
    const h = await historial(v, agua.id);
    expect(h.producto).toEqual({ id: agua.id, nombre: agua.nombre, unidadMedida: 'unidad', controlaStock: true, stockActual: 34, stockMinimo: 12, bajoStock: false });
    expect(h.total).toBe(3);
    expect(h.movimientos.map((m) => [m.tipo, m.cantidad, m.stockResultante])).toEqual([
      ['compra', 24, 34],
      ['merma', -30, 10],
      ['conteo', -8, 40],
    ]);
  });

  it('never leaves the stock below 0, and a count of 0 empties it', async () => {
    const v = await createVenue(t.app);
    const vino = await producto(v.as.empleado, 'BEB-004');
    const res = await v.as.empleado.post('/api/stock/update', { productoId: vino.id, motivo: 'merma', cantidad: 25 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'STOCK_AJUSTE_NEGATIVO', message: "El ajuste dejaría el stock de 'Vino Malbec botella 750 ml' por debajo de 0: hay 24" });
    expect((await historial(v, vino.id)).movimientos).toEqual([]);
    const zero = await v.as.empleado.post<StockUpdateResult>('/api/stock/update', { productoId: vino.id, motivo: 'conteo', cantidad: 0 });
    expect(zero.body.data).toMatchObject({ stockActual: 0, bajoStock: true, movimiento: { cantidad: -24 } });
  });

  it('moves products sold by weight in thousandths and products sold by unit in whole units', async () => {
    const v = await createVenue(t.app);
    const helado = await producto(v.as.empleado, 'POS-004');
    const agua = await producto(v.as.empleado, 'BEB-001');
    const res = await v.as.empleado.post<StockUpdateResult>('/api/stock/update', { productoId: helado.id, motivo: 'merma', cantidad: 0.25 });
    expect(res.body.data).toMatchObject({ stockActual: 12.25, movimiento: { cantidad: -0.25, unidadMedida: 'kg' } });
    const half = await v.as.empleado.post('/api/stock/update', { productoId: agua.id, motivo: 'compra', cantidad: 1.5 });
    expect(half.status).toBe(400);
    expect(half.body.message).toBe("'Agua mineral sin gas 500 ml' se vende por unidad: la cantidad debe ser un número entero");
    const helado2 = await v.as.empleado.post('/api/stock/update', { productoId: helado.id, motivo: 'merma', cantidad: 0.0001 });
    expect(helado2.status).toBe(400);
    expect(helado2.body.message).toBe('La cantidad no puede ser negativa y admite hasta 3 decimales');
  });

  it('refuses products without stock control, unknown products, bad reasons and inactive suppliers', async () => {
    const v = await createVenue(t.app);
    const pizza = await producto(v.as.empleado, 'PIZ-001');
    const agua = await producto(v.as.empleado, 'BEB-001');
    const cases: [object, number, string][] = [
      [{ productoId: pizza.id, motivo: 'compra', cantidad: 3 }, 409, "'Pizza muzzarella' no controla stock: activá el control de stock para ajustarlo"],
      [{ productoId: 999_999, motivo: 'compra', cantidad: 3 }, 404, 'El producto no existe'],
      [{ productoId: agua.id, motivo: 'robo', cantidad: 3 }, 400, "El campo 'motivo' debe ser uno de: conteo, merma, compra"],
      [{ productoId: agua.id, motivo: 'merma', cantidad: 0 }, 400, 'La cantidad debe ser mayor a 0'],
      [{ productoId: agua.id, motivo: 'compra', cantidad: -2 }, 400, 'La cantidad no puede ser negativa y admite hasta 3 decimales'],
      [{ productoId: agua.id, motivo: 'compra', cantidad: 2, proveedorId: 999_999 }, 400, 'El proveedor no existe o está inactivo'],
    ];
    for (const [body, status, message] of cases) {
      const res = await v.as.empleado.post('/api/stock/update', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    // Another venue's product does not exist for this one.
    const other = await createVenue(t.app);
    const otherAgua = await producto(other.as.empleado, 'BEB-001');
    expect((await v.as.empleado.post('/api/stock/update', { productoId: otherAgua.id, motivo: 'compra', cantidad: 1 })).status).toBe(404);
    expect((await producto(v.as.empleado, 'BEB-001')).stockActual).toBe(48);
  });

  it('is for staff that edit products, and a retried ClientMutationId adjusts once', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    for (const role of ['mozo', 'cajero'] as const) {
      expect((await v.as[role].post('/api/stock/update', { productoId: agua.id, motivo: 'merma', cantidad: 1 })).status).toBe(403);
    }
    const body = { productoId: agua.id, motivo: 'merma', cantidad: 2, clientMutationId: mutationId() };
    const first = await v.as.empleado.post<StockUpdateResult>('/api/stock/update', body);
    const again = await v.as.empleado.post<StockUpdateResult>('/api/stock/update', body);
    expect(again.body.data).toEqual(first.body.data);
    expect((await producto(v.as.empleado, 'BEB-001')).stockActual).toBe(46);
    expect((await historial(v, agua.id)).total).toBe(1);
  });
});

describe('GET /api/stock/movimientos and the documents behind them', () => {
  it('shows each sale, comanda and void with its document, filters by product, type and day, and pages', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const agua = await producto(v.as.cajero, 'BEB-001');
    const gaseosa = await producto(v.as.cajero, 'BEB-002');

    const sale = await v.as.cajero.post<Venta>('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 2 }], pagos: [{ medioId: efectivo, monto: 5_000 }] });
    expect(sale.status).toBe(201);
    const anulada = await v.as.cajero.post<Venta>(`/api/ventas/${sale.body.data!.id}/anular`, { motivo: 'Se cobró dos veces' });
    expect(anulada.status).toBe(200);

    const [mesa] = await planInicial(v, 3);
    const draft = await abrirMesa(v.as.mozo, mesa!);
    await agregar(v.as.mozo, draft.id, { ProductoId: gaseosa.id, Cantidad: 3 });
    const fin = await v.as.cajero.post<{ ventaId: number; venta: Venta }>(`/api/mesas/drafts/${draft.id}/finalizar`, [{ MedioId: efectivo, Monto: 9_600 }]);
    expect(fin.status).toBe(200);
    await v.as.empleado.post('/api/stock/update', { productoId: agua.id, motivo: 'compra', cantidad: 6 });

    const all = (await v.as.empleado.get<StockMovimientosList>('/api/stock/movimientos')).body.data!;
    expect(all.total).toBe(4);
    expect(all.items.map((m) => [m.tipo, m.producto, m.cantidad, m.documento])).toEqual([
      ['compra', agua.nombre, 6, null],
      ['comanda', gaseosa.nombre, -3, { ventaId: fin.body.data!.ventaId, ventaNumero: fin.body.data!.venta.numero, mesaNumero: mesa!.numero }],
      ['anulacion', agua.nombre, 2, { ventaId: sale.body.data!.id, ventaNumero: sale.body.data!.numero, mesaNumero: null }],
      ['venta', agua.nombre, -2, { ventaId: sale.body.data!.id, ventaNumero: sale.body.data!.numero, mesaNumero: null }],
    ]);
    expect(all.items[2]).toMatchObject({ motivo: 'Se cobró dos veces', usuario: 'Usuario cajero', stockAnterior: 46, stockResultante: 48 });

    const list = async (query: string) => (await v.as.empleado.get<StockMovimientosList>(`/api/stock/movimientos?${query}`)).body.data!;
    expect((await list(`productoId=${gaseosa.id}`)).items.map((m) => m.tipo)).toEqual(['comanda']);
    expect((await list('tipo=venta')).items.map((m) => m.producto)).toEqual([agua.nombre]);
    expect((await list('tipo=comanda')).total).toBe(1);
    expect((await list(`tipo=anulacion&productoId=${agua.id}`)).total).toBe(1);

    const today = dateInZone(new Date(), TZ);
    expect((await list(`fechaDesde=${today}&fechaHasta=${today}`)).total).toBe(4);
    expect((await list('fechaDesde=2020-01-01&fechaHasta=2020-01-31')).total).toBe(0);
    expect((await list(`fechaDesde=${today}`)).total).toBe(4);
    const bad = await v.as.empleado.get('/api/stock/movimientos?fechaDesde=2025-03-02&fechaHasta=2025-03-01');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('RANGO_FECHAS_INVALIDO');

    const page = await list('limite=3&pagina=2');
    expect(page.total).toBe(4);
    expect(page.items.map((m) => m.tipo)).toEqual(['venta']);

    const h = await historial(v, gaseosa.id);
    expect(h.movimientos).toEqual([expect.objectContaining({ tipo: 'comanda', cantidad: -3, documento: expect.objectContaining({ mesaNumero: mesa!.numero }) })]);
  });

  it('shows a venue only its own movements and a product without stock control as such', async () => {
    const v = await createVenue(t.app);
    const other = await createVenue(t.app);
    const agua = await producto(other.as.empleado, 'BEB-001');
    await other.as.empleado.post('/api/stock/update', { productoId: agua.id, motivo: 'merma', cantidad: 1 });
    expect((await v.as.empleado.get<StockMovimientosList>('/api/stock/movimientos')).body.data).toEqual({ items: [], total: 0 });
    expect((await v.as.empleado.get(`/api/stock/historial/${agua.id}`)).status).toBe(404);
    const pizza = await producto(v.as.mozo, 'PIZ-001');
    const h = (await v.as.mozo.get<StockProductoHistorial>(`/api/stock/historial/${pizza.id}`)).body.data!;
    expect(h.producto).toMatchObject({ controlaStock: false, stockActual: null, stockMinimo: null, bajoStock: false });
  });
});

describe('ids in decimal only', () => {
  it("refuses '0x10' and '1e1' as the stock update's and history's product, the orders' table, draft and threshold and the invoicing venue, changing nothing", async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.empleado, 'BEB-001');
    for (const bad of ['0x10', '1e1']) {
      const update = await v.as.empleado.post('/api/stock/update', { productoId: bad, motivo: 'merma', cantidad: 1 });
      expect({ status: update.status, code: update.body.code, message: update.body.message }).toEqual({
        status: 400,
        code: 'VALIDACION',
        message: "El campo 'productoId' no es válido",
      });
      for (const url of [
        `/api/pedidos?mesaId=${bad}`,
        `/api/pedidos?draftId=${bad}`,
        `/api/pedidos/criticos/count?umbral=${bad}`,
        `/api/stock/historial/${bad}`,
        `/api/facturaelectronicaconfig/restaurante/${bad}`,
      ]) {
        const res = await v.as.admin.get(url);
        expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 400, code: 'VALIDACION' });
      }
    }
    for (const bad of ['0x10', '1e1']) {
      const parte = await v.as.admin.post(`/api/mesas/drafts/1/partes/${bad}/cobrar`, { pagos: [] });
      expect({ status: parte.status, message: parte.body.message }).toEqual({ status: 400, message: "El campo 'parteId' no es válido" });
    }
    expect((await producto(v.as.empleado, 'BEB-001')).stockActual).toBe(agua.stockActual);
    // Plain decimal digits (as a form or a query string sends them) still work.
    const ok = await v.as.empleado.post('/api/stock/update', { productoId: String(agua.id), motivo: 'merma', cantidad: 1, clientMutationId: mutationId() });
    expect(ok.status).toBe(200);
    expect((await v.as.admin.get(`/api/pedidos?mesaId=16&draftId=16`)).status).toBe(200);
    expect((await v.as.admin.get('/api/pedidos/criticos/count?umbral=10')).status).toBe(200);
  });
});

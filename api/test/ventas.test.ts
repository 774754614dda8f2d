// The counter sale: register, payment methods, server totals, currencies, change, stock, voids,
// retries, history and documents, on a real database (SQLite or PostgreSQL).
import type { Arqueo, ArqueosResumen, DocumentoVenta, Historial, ProductoVenta, StockHistorial, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, producto, type ApiClient } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const stockOf = async (c: ApiClient, sku: string) => (await producto(c, sku)).stockActual;
const openAudit = async (c: ApiClient) => (await c.get<ArqueosResumen>('/api/arqueos')).body.data!.abierto!;
const expected = (a: Arqueo, moneda: string) => (moneda === a.moneda ? a.totalEsperado : (a.monedas.find((m) => m.moneda === moneda)?.esperado ?? 0));

describe('POST /api/ventas/finalizar rules', () => {
  it('needs an open register, then at least one payment method', async () => {
    const v = await createVenue(t.app);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const sale = { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: efectivo, monto: 2500 }] };

    const closed = await v.as.cajero.post('/api/ventas/finalizar', sale);
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({
      success: false,
      requestId: expect.any(String),
      code: 'SIN_CAJA_PARA_VENDER',
      message: 'No hay una caja abierta. Abrí la caja para poder vender.',
    });

    await abrirCaja(v.as.cajero);
    const medios = (await v.as.admin.get<{ id: number }[]>('/api/medios-de-pago')).body.data!;
    for (const m of medios) expect((await v.as.admin.del(`/api/medios-de-pago/${m.id}`)).status).toBe(200);
    const none = await v.as.cajero.post('/api/ventas/finalizar', sale);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('No hay medios de pago configurados');
    expect(await stockOf(v.as.cajero, 'BEB-001')).toBe(48);
  });

  it("refuses payments that do not cover the total with 'Pagos insuficientes' and charges nothing", async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const res = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 2 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 4999.99 }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      requestId: expect.any(String),
      code: 'PAGOS_INSUFICIENTES',
      message: 'Pagos insuficientes',
      data: { total: 5000, pagado: 4999.99, faltante: 0.01 },
    });
    expect(await stockOf(v.as.cajero, 'BEB-001')).toBe(48);
    expect((await openAudit(v.as.cajero)).totalEsperado).toBe(10_000);
  });

  it('gives change only in cash', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const res = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'tarjeta_debito'), monto: 3000 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('El vuelto solo puede darse en efectivo: los pagos que no son en efectivo superan el total');
  });

  it('rejects amounts with more than 2 decimals naming the field, and unknown currencies', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const decimals = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [
        { medioId: efectivo, monto: 1000 },
        { medioId: efectivo, monto: 1500.005 },
      ],
    });
    expect(decimals.status).toBe(400);
    expect(decimals.body.message).toBe("El campo 'pagos[1].monto' admite como máximo 2 decimales");

    const euros = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: efectivo, monto: 10, moneda: 'EUR' }],
    });
    expect(euros.status).toBe(400);
    expect(euros.body.message).toBe('No hay un tipo de cambio cargado para EUR');

    const empty = await v.as.cajero.post('/api/ventas/finalizar', { items: [], pagos: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('La venta no tiene productos');

    const byWeight = await v.as.cajero.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, peso: 0.5 }], pagos: [] });
    expect(byWeight.status).toBe(400);
    expect(byWeight.body.message).toBe("'Agua mineral sin gas 500 ml' se vende por unidad: indicá la cantidad");
  });

  it('refuses to sell more than the stock of a product that controls it', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const vino = await producto(v.as.cajero, 'BEB-004');
    const res = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: vino.id, cantidad: 25 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'tarjeta_credito'), monto: 362_500 }],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Stock insuficiente de 'Vino Malbec botella 750 ml': quedan 24");
    expect((await openAudit(v.as.cajero)).totalEsperado).toBe(10_000);
  });

  it('lets a waiter send drafts but not charge at the counter', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const agua = await producto(v.as.mozo, 'BEB-001');
    const res = await v.as.mozo.post('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.mozo, 'efectivo'), monto: 2500 }],
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('No tenés permisos para realizar esta acción');
  });
});

describe('a counter sale with a split payment in pesos and dollars', () => {
  let v: Awaited<ReturnType<typeof createVenue>>;
  let venta: Venta;
  const cmid = mutationId();
  let firstBody: Record<string, unknown> = {};

  beforeAll(async () => {
    v = await createVenue(t.app);
    await abrirCaja(v.as.cajero, 10_000);
  });

  it('recomputes every total on the server, converts the dollars at the venue rate and gives change', async () => {
    const pizza = await producto(v.as.cajero, 'PIZ-001');
    const helado = await producto(v.as.cajero, 'POS-004');
    const agua = await producto(v.as.cajero, 'BEB-001');
    const efectivo = await medioId(v.as.cajero, 'efectivo');
    firstBody = {
      Items: [
        { ProductoId: pizza.id, Cantidad: 2 },
        { productoId: helado.id, peso: 0.35, notas: 'dulce de leche y chocolate' },
        { productoId: agua.id, cantidad: 3 },
      ],
      Pagos: [
        { MedioId: efectivo, MedioNombre: 'Efectivo', Monto: 20, Moneda: 'usd' },
        { medioId: efectivo, monto: 10_000 },
      ],
      ClientMutationId: cmid,
    };
    const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', firstBody);
    expect(res.status).toBe(201);
    venta = res.body.data!;
    expect(venta).toMatchObject({
      ventaId: venta.id,
      numero: 1,
      estado: 'pagada',
      origen: 'mostrador',
      moneda: 'ARS',
      subtotal: 34_800,
      total: 34_800,
      // USD 20 at 1425.5 = 28,510.00; plus 10,000.00 in pesos.
      pagado: 38_510,
      vuelto: 3_710,
    });
    expect(venta.items.map((i) => [i.producto, i.cantidad, i.precioUnitario, i.subtotal])).toEqual([
      ['Pizza muzzarella', 2, 10_500, 21_000],
      ['Helado artesanal', 0.35, 18_000, 6_300],
      ['Agua mineral sin gas 500 ml', 3, 2_500, 7_500],
    ]);
    expect(venta.items[1]).toMatchObject({ esPorPeso: true, peso: 0.35, unidadMedida: 'kg', notas: 'dulce de leche y chocolate' });
    expect(venta.pagos.map((p) => [p.medio, p.moneda, p.monto, p.tasa, p.montoLocal])).toEqual([
      ['Efectivo', 'USD', 20, '1425.5', 28_510],
      ['Efectivo', 'ARS', 10_000, null, 10_000],
    ]);
  });

  it('takes the stock with one movement per line', async () => {
    expect(await stockOf(v.as.cajero, 'BEB-001')).toBe(45);
    expect(await stockOf(v.as.cajero, 'POS-004')).toBe(12.15);
    const helado = await producto(v.as.cajero, 'POS-004');
    const historial = (await v.as.cajero.get<StockHistorial>(`/api/stock/historial/${helado.id}`)).body.data!;
    expect(historial.movimientos).toEqual([expect.objectContaining({ tipo: 'venta', cantidad: -0.35, stockResultante: 12.15, ventaId: venta.id })]);
  });

  it('puts the cash in the register in each currency, minus the change', async () => {
    const audit = await openAudit(v.as.cajero);
    expect(expected(audit, 'ARS')).toBe(10_000 + 10_000 - 3_710);
    expect(expected(audit, 'USD')).toBe(20);
  });

  it('a finalize retried with the same ClientMutationId returns the same sale and never charges twice', async () => {
    const retry = await v.as.cajero.post<Venta>('/api/ventas/finalizar', firstBody);
    expect(retry.status).toBe(201);
    expect(retry.body.data).toEqual(venta);
    // The same id with another sale is refused, never answered with the first one.
    const other = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: (await producto(v.as.cajero, 'BEB-001')).id, cantidad: 3 }],
      pagos: [],
      clientMutationId: cmid,
    });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ success: false, code: 'MUTACION_CUERPO_DISTINTO' });
    expect(await stockOf(v.as.cajero, 'BEB-001')).toBe(45);
    const hoy = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!;
    expect(hoy.total).toBe(1);
    expect(expected(await openAudit(v.as.cajero), 'ARS')).toBe(16_290);
  });

  it('shows the sale in the history and its detail with items and payments', async () => {
    const hoy = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!;
    expect(hoy.items).toEqual([expect.objectContaining({ id: venta.id, numero: 1, estado: 'pagada', total: 34_800, cantidadItems: 3, medios: ['Efectivo'] })]);
    expect(hoy.totales).toEqual({ pagadas: 1, montoPagadas: 34_800, anuladas: 0 });
    const detail = await v.as.cajero.get<Venta>(`/api/ventas/${venta.id}`);
    expect(detail.body.data).toEqual(venta);
  });

  it('prints a non-fiscal remito and refuses the fiscal ticket until e-invoicing is configured', async () => {
    const a4 = (await v.as.cajero.get<DocumentoVenta>(`/api/ventas/${venta.id}/remito?formato=a4`)).body.data!;
    expect(a4).toMatchObject({ tipo: 'remito', formato: 'a4', numero: 1, leyenda: 'DOCUMENTO NO VÁLIDO COMO FACTURA' });
    expect(a4.html).toContain('size: A4');
    expect(a4.html).toContain('DOCUMENTO NO VÁLIDO COMO FACTURA');
    expect(a4.html).toContain('Helado artesanal');
    const ticket = (await v.as.cajero.get<DocumentoVenta>(`/api/ventas/${venta.id}/remito`)).body.data!;
    expect(ticket.formato).toBe('ticket');
    expect(ticket.html).toContain('size: 80mm');

    const fiscal = await v.as.cajero.post(`/api/ventas/${venta.id}/ticket-fiscal`, { clientMutationId: mutationId() });
    expect(fiscal.status).toBe(422);
    expect(fiscal.body.message).toBe('No se pudo generar el ticket fiscal: la facturación electrónica no está configurada para este local');
  });

  it('voids the sale with a reason: stock back, cash back out of the register, status anulada', async () => {
    const noReason = await v.as.cajero.post(`/api/ventas/${venta.id}/anular`, { motivo: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('El motivo de anulación es obligatorio');

    const res = await v.as.cajero.post<Venta>(`/api/ventas/${venta.id}/anular`, { motivo: 'El cliente se arrepintió', clientMutationId: mutationId() });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ estado: 'anulada', motivoAnulacion: 'El cliente se arrepintió' });
    expect(await stockOf(v.as.cajero, 'BEB-001')).toBe(48);
    expect(await stockOf(v.as.cajero, 'POS-004')).toBe(12.5);
    const audit = await openAudit(v.as.cajero);
    expect(expected(audit, 'ARS')).toBe(10_000);
    expect(expected(audit, 'USD')).toBe(0);

    const again = await v.as.cajero.post(`/api/ventas/${venta.id}/anular`, { motivo: 'otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La venta ya está anulada');
    const hoy = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!;
    expect(hoy.totales).toEqual({ pagadas: 0, montoPagadas: 0, anuladas: 1 });
    const remito = await v.as.cajero.get(`/api/ventas/${venta.id}/remito`);
    expect(remito.status).toBe(409);
    expect(remito.body.message).toBe('La venta está anulada');
  });
});

describe('discounts', () => {
  it('applies the line discount, the sale discount and the customer percent, computed by the server', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const pizza = await producto(v.as.cajero, 'PIZ-001');
    const clientes = (await v.as.cajero.get<{ items: { id: number; nombre: string }[] }>('/api/clientes?q=gonzalez')).body.data!.items;
    const maria = clientes.find((c) => c.nombre === 'María González')!;
    // 22,9 % in all with the customer's: above a cashier's 20 %, so a manager (limit 100 %) charges it.
    const res = await v.as.admin.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: pizza.id, cantidad: 2, tipoDescuento: 'porcentaje', valorDescuento: 10 }],
      clienteId: maria.id,
      descuentoTipo: 'monto',
      descuentoValor: 900,
      pagos: [{ medioId: await medioId(v.as.cajero, 'tarjeta_debito'), monto: 16_200 }],
    });
    expect(res.status).toBe(201);
    // 21,000 - 10 % = 18,900; - 900 = 18,000; - 10 % customer = 16,200.
    expect(res.body.data).toMatchObject({
      subtotal: 18_900,
      descuentoGeneral: 900,
      descuentoClientePorcentaje: 10,
      descuentoCliente: 1_800,
      total: 16_200,
      vuelto: 0,
      cliente: { id: maria.id, nombre: 'María González' },
    });
    expect(res.body.data!.items[0]).toMatchObject({ bruto: 21_000, tipoDescuento: 'porcentaje', valorDescuento: 10, descuento: 2_100, subtotal: 18_900 });

    const tooMuch = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: pizza.id, cantidad: 1, tipoDescuento: 'monto', valorDescuento: 10_500.01 }],
      pagos: [],
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("El descuento de 'Pizza muzzarella' supera el importe del ítem");
  });

  it('pays in reais with exact conversion and change in pesos', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero, 5_000);
    const agua = await producto(v.as.cajero, 'BEB-001');
    const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 10, moneda: 'BRL' }],
    });
    expect(res.status).toBe(201);
    // BRL 10.00 at 262.75 = 2,627.50: 127.50 of change in pesos.
    expect(res.body.data).toMatchObject({ total: 2_500, pagado: 2_627.5, vuelto: 127.5 });
    const audit = await openAudit(v.as.cajero);
    expect(expected(audit, 'ARS')).toBe(4_872.5);
    expect(expected(audit, 'BRL')).toBe(10);
  });
});

describe('GET /api/ventas/historial', () => {
  it('filters by quick range, validates the range and searches by product, number and customer', async () => {
    const v = await createVenue(t.app);
    await abrirCaja(v.as.cajero);
    const debito = await medioId(v.as.cajero, 'tarjeta_debito');
    const pizza = await producto(v.as.cajero, 'PIZ-001');
    const agua = await producto(v.as.cajero, 'BEB-001');
    await v.as.cajero.post('/api/ventas/finalizar', { items: [{ productoId: pizza.id, cantidad: 1 }], pagos: [{ medioId: debito, monto: 10_500 }] });
    await v.as.cajero.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [{ medioId: debito, monto: 2_500 }] });

    for (const rango of ['hoy', '7', '30', '90']) {
      const res = await v.as.cajero.get<Historial>(`/api/ventas/historial?rango=${rango}`);
      expect(res.status).toBe(200);
      expect(res.body.data!.total).toBe(2);
    }
    const bad = await v.as.cajero.get('/api/ventas/historial?fechaDesde=2025-05-10&fechaHasta=2025-05-01');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('El rango de fechas no es válido: la fecha desde debe ser anterior o igual a la fecha hasta');
    const past = (await v.as.cajero.get<Historial>('/api/ventas/historial?fechaDesde=2025-05-01&fechaHasta=2025-05-10')).body.data!;
    expect(past).toMatchObject({ total: 0, desde: '2025-05-01', hasta: '2025-05-10' });

    const byProduct = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=7&q=MUZZA')).body.data!;
    expect(byProduct.items.map((i) => i.numero)).toEqual([1]);
    const byNumber = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=7&q=2')).body.data!;
    expect(byNumber.items.map((i) => i.numero)).toEqual([2]);
    const paged = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=7&limite=1&pagina=2')).body.data!;
    expect(paged.items.map((i) => i.numero)).toEqual([1]);
    expect(paged.total).toBe(2);
  });
});

describe('venue isolation', () => {
  it("never shows or changes another venue's sales, audits or products", async () => {
    const a = await createVenue(t.app);
    const b = await createVenue(t.app);
    await abrirCaja(a.as.cajero);
    const agua = await producto(a.as.cajero, 'BEB-001');
    const sale = await a.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: agua.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(a.as.cajero, 'efectivo'), monto: 2_500 }],
    });
    const id = sale.body.data!.id;
    expect((await b.as.cajero.get(`/api/ventas/${id}`)).status).toBe(404);
    expect((await b.as.cajero.post(`/api/ventas/${id}/anular`, { motivo: 'no es mío' })).status).toBe(404);
    expect((await b.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!.total).toBe(0);
    expect((await b.as.cajero.get<ArqueosResumen>('/api/arqueos')).body.data!.abierto).toBeNull();
    // B's register is closed: A's open register does not let B sell, even A's product id.
    const cross = await b.as.cajero.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [] });
    expect(cross.body.message).toBe('No hay una caja abierta. Abrí la caja para poder vender.');
    await abrirCaja(b.as.cajero);
    const foreignProduct = await b.as.cajero.post('/api/ventas/finalizar', { items: [{ productoId: agua.id, cantidad: 1 }], pagos: [] });
    expect(foreignProduct.status).toBe(400);
    expect(foreignProduct.body.message).toBe(`El producto ${agua.id} no existe o no está activo`);
    const bSearch = (await b.as.cajero.get<ProductoVenta[]>('/api/productos/buscar?q=agua')).body.data!;
    expect(bSearch.map((p) => p.id)).not.toContain(agua.id);
  });
});

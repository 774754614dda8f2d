// A sale in each currency of End to end: a venue in that currency, a product priced at
// 1000 (and 1234.5 where the currency has decimals), the real sale endpoint, and the amounts read
// back from the sale, the history, the register and the printed remito. Runs on SQLite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import type { ArqueosResumen, DocumentoVenta, Draft, DraftFinalizado, DraftLoteResultado, GeneralConfig, Historial, Pedido, ProductoVenta, Venta } from '@resto/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProductos } from '../src/modules/productos/productos.repository';
import { abrirMesa, agregarCambio, patch, planInicial } from './helpers/mesas';
import { abrirCaja, createVenue, medioId, mutationId, type ApiClient } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

// Decimals each currency shows (what Intl's currency formatting displays), written down here on
// purpose: the test must not take them from the code under test.
const CURRENCIES: readonly (readonly [code: string, pais: string, decimals: number])[] = [
  ['ARS', 'AR', 2],
  ['UYU', 'UY', 2],
  ['CLP', 'CL', 0],
  ['PEN', 'PE', 2],
  ['COP', 'CO', 0],
  ['MXN', 'MX', 2],
  ['DOP', 'DO', 2],
  ['VES', 'VE', 2],
  ['CRC', 'CR', 2],
  ['PAB', 'PA', 2],
  ['GTQ', 'GT', 2],
  ['HNL', 'HN', 2],
  ['BRL', 'BR', 2],
  ['USD', 'US', 2],
  ['CAD', 'CA', 2],
];

/**
 * What the remito prints for an amount: the venue's locale (es-AR) with the currency's decimals.
 * Currencies that es-AR knows only by their code but that have a sign of their own are written
 * with the sign ('R$ 0,00', not 'BRL 0,00'): reais R$, colones ₡, quetzales Q, lempiras L.
 */
const OWN_SIGN = new Set(['BRL', 'CRC', 'GTQ', 'HNL']);
const printed = (amount: number, currency: string, decimals: number) =>
  new Intl.NumberFormat('es-AR', {
    style: 'currency',
    currency,
    currencyDisplay: OWN_SIGN.has(currency) ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);

async function addProduct(localId: number, nombre: string, sku: string, storedPrice: number): Promise<void> {
  await insertProductos(t.app.db, localId, [
    {
      categoriaId: null,
      nombre,
      descripcion: null,
      codigoBarras: null,
      codigoSku: sku,
      precio: storedPrice,
      costo: null,
      unidadMedida: 'unidad',
      controlaStock: false,
      stockActual: 0,
      stockMinimo: 0,
    },
  ]);
}

async function find(c: ApiClient, sku: string): Promise<ProductoVenta> {
  const res = await c.get<ProductoVenta[]>(`/api/productos/buscar?q=${sku}`);
  return res.body.data!.find((p) => p.codigoSku === sku)!;
}

describe.each(CURRENCIES)('a sale in %s', (code, pais, decimals) => {
  it('keeps 1000 as 1000 from the product to the sale, the history, the register and the remito', async () => {
    const v = await createVenue(t.app, { currencyCode: code, pais });
    const unit = 10 ** decimals;
    // Stored as integers at the currency's scale: 1000 is 100000 centavos, or 1000 whole pesos.
    await addProduct(v.localId, 'Producto mil', 'MIL-001', 1000 * unit);
    if (decimals > 0) await addProduct(v.localId, 'Producto con decimales', 'DEC-001', 1234.5 * unit);
    await abrirCaja(v.as.cajero, 10_000);

    const mil = await find(v.as.cajero, 'MIL-001');
    expect(mil.precio).toBe(1000);
    const items: { productoId: number; cantidad: number }[] = [{ productoId: mil.id, cantidad: 2 }];
    let total = 2000;
    if (decimals > 0) {
      const dec = await find(v.as.cajero, 'DEC-001');
      expect(dec.precio).toBe(1234.5);
      items.push({ productoId: dec.id, cantidad: 1 });
      total = 3234.5;
    }
    const pago = decimals > 0 ? 3300 : 2500;
    const vuelto = pago - total;

    const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', { items, pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: pago }] });
    expect(res.status).toBe(201);
    const venta = res.body.data!;
    expect(venta).toMatchObject({ moneda: code, subtotal: total, total, pagado: pago, vuelto });
    expect(venta.items[0]).toMatchObject({ precioUnitario: 1000, bruto: 2000, subtotal: 2000 });
    if (decimals > 0) expect(venta.items[1]).toMatchObject({ precioUnitario: 1234.5, subtotal: 1234.5 });
    expect(venta.pagos).toEqual([expect.objectContaining({ moneda: code, monto: pago, montoLocal: pago, tasa: null })]);

    const read = (await v.as.cajero.get<Venta>(`/api/ventas/${venta.id}`)).body.data!;
    expect(read).toMatchObject({ total, pagado: pago, vuelto });

    const hoy = (await v.as.cajero.get<Historial>('/api/ventas/historial?rango=hoy')).body.data!;
    expect(hoy.totales).toEqual({ pagadas: 1, montoPagadas: total, anuladas: 0 });
    expect(hoy.items.map((i) => i.total)).toEqual([total]);

    const audit = (await v.as.cajero.get<ArqueosResumen>('/api/arqueos')).body.data!.abierto!;
    expect(audit).toMatchObject({ moneda: code, montoInicial: 10_000, totalEsperado: 10_000 + total });

    const remito = await v.as.cajero.get<DocumentoVenta>(`/api/ventas/${venta.id}/remito`);
    expect(remito.status).toBe(200);
    const html = remito.body.data!.html.replace(/\u00a0|\u202f/g, ' ');
    const norm = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');
    expect(html).toContain(norm(printed(total, code, decimals)));
    expect(html).toContain(norm(printed(1000, code, decimals)));
  });
});

describe('amounts at the scale of their own currency', () => {
  it('a Chilean venue refuses centavos naming the field and the decimals, and takes dollars with cents', async () => {
    const v = await createVenue(t.app, { currencyCode: 'CLP', pais: 'CL' });
    await addProduct(v.localId, 'Completo', 'COM-001', 2_990);
    await abrirCaja(v.as.cajero, 50_000);
    const completo = await find(v.as.cajero, 'COM-001');
    expect(completo.precio).toBe(2_990);
    const efectivo = await medioId(v.as.cajero, 'efectivo');

    const centavos = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: completo.id, cantidad: 1 }],
      pagos: [{ medioId: efectivo, monto: 2_990.5 }],
    });
    expect(centavos.status).toBe(400);
    expect(centavos.body).toMatchObject({
      code: 'IMPORTE_DECIMALES_MONEDA',
      message: "El campo 'pagos[0].monto' admite como máximo 0 decimales en CLP",
    });

    const precio = await v.as.cajero.post('/api/ventas/finalizar', {
      items: [{ productoId: completo.id, cantidad: 1, precioUnitario: 2_500.5 }],
      pagos: [{ medioId: efectivo, monto: 3_000 }],
    });
    expect(precio.status).toBe(400);
    expect(precio.body.message).toBe("El campo 'items[0].precioUnitario' admite como máximo 0 decimales en CLP");

    // USD 2.11 at the venue's rate of 1425.5 pesos per dollar is CLP 3007.805 -> 3008 whole pesos.
    const dolares = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: completo.id, cantidad: 1 }],
      pagos: [{ medioId: efectivo, monto: 2.11, moneda: 'USD' }],
    });
    expect(dolares.status).toBe(201);
    expect(dolares.body.data).toMatchObject({ total: 2_990, pagado: 3_008, vuelto: 18 });
    expect(dolares.body.data!.pagos).toEqual([expect.objectContaining({ moneda: 'USD', monto: 2.11, montoLocal: 3_008 })]);

    const audit = (await v.as.cajero.get<ArqueosResumen>('/api/arqueos')).body.data!.abierto!;
    expect(audit.totalEsperado).toBe(50_000 - 18);
    expect(audit.monedas.find((m) => m.moneda === 'USD')?.esperado).toBe(2.11);

    const cierre = await v.as.cajero.post(`/api/arqueos/${audit.id}/cerrar`, { totalReal: 49_982.5, monedasExtranjeras: [], observaciones: 'Cierre del día' });
    expect(cierre.status).toBe(400);
    expect(cierre.body.message).toBe("El campo 'totalReal' admite como máximo 0 decimales en CLP");
  });

  it('an Argentine venue still takes centavos (scale 2 unchanged)', async () => {
    const v = await createVenue(t.app);
    await addProduct(v.localId, 'Café', 'CAF-001', 150_050);
    await abrirCaja(v.as.cajero);
    const cafe = await find(v.as.cajero, 'CAF-001');
    expect(cafe.precio).toBe(1_500.5);
    const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: cafe.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 1_500.5 }],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ total: 1_500.5, pagado: 1_500.5, vuelto: 0 });
  });
});

describe("a table's comanda in whole pesos", () => {
  it('a Chilean table reads 1000 as 1000 through adds, the batch add, discounts, the kitchen and the charge', async () => {
    const v = await createVenue(t.app, { currencyCode: 'CLP', pais: 'CL' });
    await addProduct(v.localId, 'Empanada chilena', 'EMP-CL', 1_000);
    await abrirCaja(v.as.cajero, 50_000);
    const empanada = await find(v.as.mozo, 'EMP-CL');
    const [mesa] = await planInicial(v, 2);
    const opened = await abrirMesa(v.as.mozo, mesa!);

    const added = await agregarCambio(v.as.mozo, opened.id, { ProductoId: empanada.id, Cantidad: 1, TipoDescuento: 'monto', ValorDescuento: 100, ClientMutationId: mutationId() });
    expect(added.draft).toMatchObject({ subtotal: 900, total: 900 });
    expect(added.items).toEqual([expect.objectContaining({ precioUnitario: 1_000, valorDescuento: 100, descuento: 100, subtotalItem: 900 })]);
    let d = (await v.as.mozo.get<Draft>(`/api/mesas/${mesa!.id}/draft`)).body.data!;
    expect(d).toMatchObject({ subtotal: 900, total: 900 });
    expect(d.items).toEqual(added.items);

    const lote = await v.as.mozo.post<DraftLoteResultado>(`/api/mesas/drafts/${opened.id}/items/lote`, {
      Items: [
        { ProductoId: empanada.id, Cantidad: 2, ClientMutationId: mutationId() },
        { ProductoId: empanada.id, Cantidad: 1, Notas: 'Bien cocida', ClientMutationId: mutationId() },
      ],
    });
    expect(lote.status).toBe(201);
    d = lote.body.data!.draft;
    expect(d).toMatchObject({ subtotal: 3_900, total: 3_900 });
    expect(d.items.map((i) => [i.precioUnitario, i.subtotalItem])).toEqual([
      [1_000, 900],
      [1_000, 2_000],
      [1_000, 1_000],
    ]);

    const url = `/api/mesas/drafts/${opened.id}/descuento`;
    const centavos = await patch(t.app, v.as.mozo, url, { DescuentoTipo: 'monto', DescuentoValor: 100.5 });
    expect(centavos.status).toBe(400);
    expect(centavos.body.message).toBe("El campo 'descuentoValor' admite como máximo 0 decimales en CLP");
    // With the line's discount this is above the waiter's 10 % limit: the admin's.
    const monto = await patch<Draft>(t.app, v.as.admin, url, { DescuentoTipo: 'monto', DescuentoValor: 400, ClientMutationId: mutationId() });
    expect(monto.status).toBe(200);
    expect(monto.body.data).toMatchObject({ descuentoTipo: 'monto', descuentoValor: 400, subtotal: 3_900, descuento: 400, total: 3_500 });
    // 10 % of 3900 is 390 whole pesos; 10 % of 3905 would round to 391, never to centavos.
    const pct = await patch<Draft>(t.app, v.as.admin, url, { DescuentoTipo: 'porcentaje', DescuentoValor: 10, ClientMutationId: mutationId() });
    expect(pct.body.data).toMatchObject({ descuento: 390, total: 3_510 });
    expect((await v.as.mozo.get<Draft>(`/api/mesas/${mesa!.id}/draft`)).body.data).toEqual(pct.body.data);

    const kitchen = (await v.as.empleado.get<Pedido[]>(`/api/pedidos?draftId=${opened.id}`)).body.data!;
    expect(kitchen.flatMap((p) => p.items.map((i) => [i.precioUnitario, i.subtotal]))).toEqual([
      [1_000, 1_000],
      [1_000, 2_000],
      [1_000, 1_000],
    ]);
    // The single add and the batch are two confirmations, two rounds, in whole pesos.
    expect(kitchen.map((p) => [p.ronda, p.total])).toEqual([
      [1, 1_000],
      [2, 3_000],
    ]);

    const efectivo = await medioId(v.as.cajero, 'efectivo');
    const charged = await v.as.cajero.post<DraftFinalizado>(`/api/mesas/drafts/${opened.id}/finalizar`, [{ MedioId: efectivo, Monto: 4_000 }]);
    expect(charged.status).toBe(200);
    expect(charged.body.data!.venta).toMatchObject({ moneda: 'CLP', subtotal: 3_900, total: 3_510, pagado: 4_000, vuelto: 490 });
    expect(charged.body.data!.draft).toMatchObject({ estado: 'finalizado', total: 3_510 });
  });
});

describe("the venue's currency in its general config", () => {
  it('is the currency its amounts are stored in, and can be set only before any amount exists', async () => {
    const nueva = await createVenue(t.app, { currencyCode: 'CLP', pais: 'CL', withMenu: false });
    const config = await nueva.as.admin.get<GeneralConfig>('/api/configuracion/general');
    expect(config.body.data).toMatchObject({ currencyCode: 'CLP' });

    const cop = await nueva.as.admin.put<GeneralConfig>('/api/configuracion/general', { currencyCode: 'cop' });
    expect(cop.status).toBe(200);
    expect(cop.body.data).toMatchObject({ currencyCode: 'COP' });
    await abrirCaja(nueva.as.cajero, 50_000);
    const audit = (await nueva.as.cajero.get<ArqueosResumen>('/api/arqueos')).body.data!.abierto!;
    expect(audit).toMatchObject({ moneda: 'COP', montoInicial: 50_000 });

    const usd = await nueva.as.admin.put('/api/configuracion/general', { currencyCode: 'USD' });
    expect(usd.status).toBe(409);
    expect(usd.body).toMatchObject({
      code: 'MONEDA_LOCAL_CON_DATOS',
      message: 'No se puede cambiar la moneda del local: ya tiene importes guardados en COP',
    });
    expect((await nueva.as.admin.get<GeneralConfig>('/api/configuracion/general')).body.data).toMatchObject({ currencyCode: 'COP' });
    const same = await nueva.as.admin.put<GeneralConfig>('/api/configuracion/general', { currencyCode: 'COP', hour12: true });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ currencyCode: 'COP', hour12: true });
  });
});

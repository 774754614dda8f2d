// Reports, dashboard and the daily Z close on a real database (SQLite or PostgreSQL):
// known sales (a void, line and general discounts, a split payment with dollars, change, a sale
// on account), expenses in two currencies and a closed register; every total compared to the cent
// with what the sales' own receipts say.
import {
  cierreZDocumentoSchema,
  cierreZSchema,
  dashboardSchema,
  reporteArqueosSchema,
  reporteClientesSchema,
  reporteFinancieroSchema,
  reporteProductosSchema,
  reporteVentasSchema,
  type Arqueo,
  type CierreZ,
  type Dashboard,
  type ReporteArqueos,
  type ReporteClientes,
  type ReporteFinanciero,
  type ReporteProductos,
  type ReporteVentas,
  type Venta,
} from '@resto/shared/contracts';
import { formatMoney } from '@resto/shared/format';
import { convertToLocal, fromMinor, toMinor } from '@resto/shared/rules';
import ExcelJS from 'exceljs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

/** pdf.js reads the PDF's standard fonts (Helvetica) from its own package. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** A fixed-offset zone where it is about midday now, so 'today' never straddles midnight during the run. */
function middayZone(now = new Date()): string {
  let offset = 12 - now.getUTCHours();
  if (offset > 12) offset -= 24;
  if (offset < -12) offset += 24;
  // Etc/GMT signs are inverted: Etc/GMT-3 is UTC+3.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

const ars = (amount: number) => toMinor(amount, 'ARS');

/** The text of every page of a PDF, as a reader extracts it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ standardFontDataUrl: STANDARD_FONTS, data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}
const sumMinor = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('reports of a day of known sales', () => {
  let v: TestVenue;
  const sales: Venta[] = [];
  let voided: Venta;
  let arqueoId: number;
  let usdRate: number;
  let costs: Map<number, number | null>;

  beforeAll(async () => {
    v = await createVenue(t.app, { timezone: middayZone() });
    const c = v.as.cajero;
    arqueoId = await abrirCaja(c, 10_000);
    const [pizza, pizza2, helado, agua] = await Promise.all([producto(c, 'PIZ-001'), producto(c, 'PIZ-002'), producto(c, 'POS-004'), producto(c, 'BEB-001')]);
    const efectivo = await medioId(c, 'efectivo');
    const debito = await medioId(c, 'tarjeta_debito');
    const cuenta = await medioId(c, 'cuenta_corriente');
    const sell = async (body: object) => {
      const res = await c.post<Venta>('/api/ventas/finalizar', { ...body, clientMutationId: mutationId() });
      if (res.status !== 201) throw new Error(`venta rechazada: ${res.status} ${res.body.message}`);
      return res.body.data!;
    };
    // A: a line discount (10 %), a general discount (500) and cash change.
    sales.push(
      await sell({
        items: [
          { productoId: pizza.id, cantidad: 2, tipoDescuento: 'porcentaje', valorDescuento: 10 },
          { productoId: agua.id, cantidad: 1 },
        ],
        descuentoTipo: 'monto',
        descuentoValor: 500,
        pagos: [{ medioId: efectivo, monto: 100_000 }],
      }),
    );
    // B: a split payment, 10 dollars and pesos in cash, with change in pesos.
    sales.push(
      await sell({
        items: [
          { productoId: helado.id, cantidad: 1 },
          { productoId: agua.id, cantidad: 2 },
        ],
        pagos: [
          { medioId: efectivo, monto: 10, moneda: 'USD' },
          { medioId: efectivo, monto: 50_000 },
        ],
      }),
    );
    // C: exact by debit card.
    sales.push(await sell({ items: [{ productoId: pizza2.id, cantidad: 1 }], pagos: [{ medioId: debito, monto: pizza2.precio }] }));
    // D: on account, for a customer who has one.
    const cliente = await v.as.admin.post<{ id: number }>('/api/clientes', {
      nombre: 'Marta Cuenta',
      telefono: '11 2345-6789',
      direccion: 'Corrientes',
      departamento: 'Comuna 1',
      ciudad: 'Buenos Aires',
      descuento: 0,
      cuentaCorriente: true,
      // Opening an account is the manager's (clientes.cuenta-corriente), with a credit limit.
      limiteCredito: 1_000_000,
      clientMutationId: mutationId(),
    });
    expect(cliente.status).toBe(201);
    sales.push(await sell({ clienteId: cliente.body.data!.id, items: [{ productoId: agua.id, cantidad: 3 }], pagos: [{ medioId: cuenta, monto: agua.precio * 3 }] }));
    // E: sold and then voided.
    voided = await sell({ items: [{ productoId: pizza.id, cantidad: 1 }], pagos: [{ medioId: debito, monto: pizza.precio }] });
    const anulada = await c.post(`/api/ventas/${voided.id}/anular`, { motivo: 'Error de carga', clientMutationId: mutationId() });
    expect(anulada.status).toBe(200);

    // Expenses: pesos from the register, dollars paid outside it.
    expect((await c.post('/api/gastos', { categoria: 'Insumos', descripcion: 'Hielo', pagadoPor: 'Caja', montoPesos: 1_500.5, clientMutationId: mutationId() })).status).toBe(201);
    expect(
      (await c.post('/api/gastos', { categoria: 'Servicios', descripcion: 'Hosting', pagadoPor: 'Dueño', montoDolares: 5, desdeCaja: false, clientMutationId: mutationId() }))
        .status,
    ).toBe(201);

    const rates = (await v.as.admin.get<{ moneda: string; valor: number }[]>('/api/tipos-de-cambio')).body.data!;
    usdRate = Math.round(rates.find((r) => r.moneda === 'USD')!.valor * 1_000_000);
    const rows = await t.app.db.selectFrom('productos').select(['id', 'costo']).where('local_id', '=', v.localId).execute();
    costs = new Map(rows.map((r) => [r.id, r.costo === null ? null : Number(r.costo)]));
  });

  const paid = () => sales;

  it('sales: totals, discounts, change, average ticket, voids, by payment method and currency', async () => {
    const res = await v.as.admin.get<ReporteVentas>('/api/reportes/ventas?rango=hoy');
    expect(res.status).toBe(200);
    const r = reporteVentasSchema.parse(res.body.data);
    const total = sumMinor(paid().map((s) => ars(s.total)));
    const lineDiscounts = sumMinor(paid().flatMap((s) => s.items.map((i) => ars(i.descuento))));
    const saleDiscounts = sumMinor(paid().map((s) => ars(s.descuentoGeneral) + ars(s.descuentoCliente)));
    expect(r.totales.ventas).toBe(4);
    expect(toMinor(r.totales.total, 'ARS')).toBe(total);
    expect(toMinor(r.totales.descuentos, 'ARS')).toBe(lineDiscounts + saleDiscounts);
    expect(lineDiscounts).toBeGreaterThan(0);
    expect(toMinor(r.totales.vuelto, 'ARS')).toBe(sumMinor(paid().map((s) => ars(s.vuelto))));
    expect(toMinor(r.totales.ticketPromedio, 'ARS')).toBe(Math.round(total / 4));
    expect(r.totales.anuladas).toBe(1);
    expect(r.totales.totalAnuladas).toBe(voided.total);

    // Every payment's local amount by method; tendered minus change is what was sold.
    const byMethod = new Map<string, number>();
    for (const p of paid().flatMap((s) => s.pagos)) byMethod.set(p.medio, (byMethod.get(p.medio) ?? 0) + ars(p.montoLocal));
    expect(new Map(r.porMedio.map((m) => [m.medio, toMinor(m.montoLocal, 'ARS')]))).toEqual(byMethod);
    expect(sumMinor(r.porMedio.map((m) => toMinor(m.montoLocal, 'ARS'))) - toMinor(r.totales.vuelto, 'ARS')).toBe(total);
    const usd = r.porMoneda.find((m) => m.moneda === 'USD')!;
    expect(usd.monto).toBe(10);
    expect(toMinor(usd.montoLocal, 'ARS')).toBe(convertToLocal(1000, usdRate, 'USD', 'ARS'));

    // One day, one hour of it, and the day's total everywhere.
    expect(r.porDia).toHaveLength(1);
    expect(toMinor(r.porDia[0]!.total, 'ARS')).toBe(total);
    expect(r.porHora).toHaveLength(24);
    expect(sumMinor(r.porHora.map((h) => ars(h.total)))).toBe(total);
    expect(r.porHora.filter((h) => h.ventas > 0)).toHaveLength(1);
    expect(r.porUsuario).toEqual([{ usuario: { id: v.as.cajero.userId, nombre: 'Usuario cajero' }, ventas: 4, total: fromMinor(total, 'ARS') }]);
  });

  it('sales filters: payment method, product and customer', async () => {
    const debito = await medioId(v.as.admin, 'tarjeta_debito');
    const byCard = reporteVentasSchema.parse((await v.as.admin.get<ReporteVentas>(`/api/reportes/ventas?rango=hoy&medioPagoId=${debito}`)).body.data);
    expect(byCard.totales.ventas).toBe(1);
    expect(byCard.totales.total).toBe(sales[2]!.total);
    const helado = await producto(v.as.admin, 'POS-004');
    const byProduct = reporteVentasSchema.parse((await v.as.admin.get<ReporteVentas>(`/api/reportes/ventas?rango=7&productoId=${helado.id}`)).body.data);
    expect(byProduct.totales.total).toBe(sales[1]!.total);
    expect(byProduct.porDia).toHaveLength(7);
    const byClient = reporteVentasSchema.parse((await v.as.admin.get<ReporteVentas>(`/api/reportes/ventas?rango=hoy&clienteId=${sales[3]!.cliente!.id}`)).body.data);
    expect(byClient.totales).toMatchObject({ ventas: 1, total: sales[3]!.total });
  });

  it('products: units, revenue after line discounts, cost and margin, ABC, stock', async () => {
    const r = reporteProductosSchema.parse((await v.as.admin.get<ReporteProductos>('/api/reportes/productos?rango=30')).body.data);
    const lines = paid().flatMap((s) => s.items);
    const revenue = new Map<number, number>();
    const units = new Map<number, number>();
    for (const i of lines) {
      revenue.set(i.productoId, (revenue.get(i.productoId) ?? 0) + ars(i.subtotal));
      units.set(i.productoId, (units.get(i.productoId) ?? 0) + i.cantidad);
    }
    expect(new Map(r.items.map((i) => [i.productoId, toMinor(i.ingresos, 'ARS')]))).toEqual(revenue);
    expect(new Map(r.items.map((i) => [i.productoId, i.cantidad]))).toEqual(units);
    expect(r.items.map((i) => toMinor(i.ingresos, 'ARS'))).toEqual([...revenue.values()].sort((a, b) => b - a));
    expect(r.items[0]!.abc).toBe('A');
    for (const item of r.items) {
      const cost = costs.get(item.productoId);
      if (cost === null || cost === undefined) {
        expect(item.costo).toBeNull();
      } else {
        expect(toMinor(item.costo!, 'ARS')).toBe(Math.round(cost * units.get(item.productoId)!));
        expect(toMinor(item.margen!, 'ARS')).toBe(revenue.get(item.productoId)! - Math.round(cost * units.get(item.productoId)!));
      }
    }
    expect(toMinor(r.totales.ingresos, 'ARS')).toBe(sumMinor([...revenue.values()]));
    // The voided pizza is not sold: its units are not counted.
    const pizza = await producto(v.as.admin, 'PIZ-001');
    expect(r.items.find((i) => i.productoId === pizza.id)!.cantidad).toBe(2);
    expect(r.sinMovimiento.length).toBeGreaterThan(0);
    expect(r.sinMovimiento[0]!.cantidad).toBe(0);
  });

  it('clients: the customer on account, the balance it owes', async () => {
    const r = reporteClientesSchema.parse((await v.as.admin.get<ReporteClientes>('/api/reportes/clientes?rango=hoy')).body.data);
    const d = sales[3]!;
    expect(r.totales).toMatchObject({ clientes: 1, ventas: 1, total: d.total, ventasSinCliente: 3, saldoCuentas: d.total });
    expect(r.top).toEqual([
      expect.objectContaining({ clienteId: d.cliente!.id, cliente: 'Marta Cuenta', ventas: 1, total: d.total, ticketPromedio: d.total, diasEntreCompras: null }),
    ]);
    expect(r.cuentas).toEqual([expect.objectContaining({ clienteId: d.cliente!.id, saldo: d.total })]);
  });

  it('financial: revenue, cost of goods, expenses at the rate, margin and cash flow by currency', async () => {
    const r = reporteFinancieroSchema.parse((await v.as.admin.get<ReporteFinanciero>('/api/reportes/financiero?rango=hoy')).body.data);
    const revenue = sumMinor(paid().map((s) => ars(s.total)));
    const cost = Math.round(sumMinor(paid().flatMap((s) => s.items.map((i) => (costs.get(i.productoId) ?? 0) * i.cantidad * 1000))) / 1000);
    const usdExpense = convertToLocal(500, usdRate, 'USD', 'ARS');
    const expenses = 150_050 + usdExpense;
    expect(toMinor(r.ingresos, 'ARS')).toBe(revenue);
    expect(toMinor(r.costoMercaderia!, 'ARS')).toBe(cost);
    expect(toMinor(r.margenBruto!, 'ARS')).toBe(revenue - cost);
    expect(toMinor(r.gastos, 'ARS')).toBe(expenses);
    expect(toMinor(r.resultado!, 'ARS')).toBe(revenue - cost - expenses);
    expect(r.gastosPorCategoria).toEqual([
      { categoria: 'Insumos', gastos: 1, monto: 1_500.5 },
      { categoria: 'Servicios', gastos: 1, monto: fromMinor(usdExpense, 'ARS') },
    ]);
    // Pesos in: cash and card tendered minus change (the sale on account brought no money).
    const pesosIn =
      sumMinor(paid().flatMap((s) => s.pagos.filter((p) => p.moneda === 'ARS' && p.medioTipo !== 'cuenta_corriente').map((p) => ars(p.monto)))) -
      sumMinor(paid().map((s) => ars(s.vuelto)));
    const pesos = r.flujoPorMoneda.find((f) => f.moneda === 'ARS')!;
    expect(toMinor(pesos.entradas, 'ARS')).toBe(pesosIn);
    expect(pesos.salidas).toBe(1_500.5);
    const dollars = r.flujoPorMoneda.find((f) => f.moneda === 'USD')!;
    expect(dollars).toMatchObject({ entradas: 10, salidas: 5, neto: 5 });
    expect(toMinor(dollars.salidasLocal, 'ARS')).toBe(usdExpense);
    expect(r.porDia).toEqual([{ fecha: r.desde, ingresos: fromMinor(revenue, 'ARS'), gastos: fromMinor(expenses, 'ARS') }]);
  });

  it('audits, the dashboard and the Z close: refused while the register is open, then once a day', async () => {
    const early = await v.as.cajero.post('/api/reportes/cierres-z', {});
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('CIERRE_Z_CAJA_ABIERTA');

    const dash = dashboardSchema.parse((await v.as.admin.get<Dashboard>('/api/reportes/dashboard')).body.data);
    const revenue = sumMinor(paid().map((s) => ars(s.total)));
    expect(dash.hoy.ventas).toBe(4);
    expect(toMinor(dash.hoy.total, 'ARS')).toBe(revenue);
    expect(dash.semanaPasada.total).toBe(0);
    expect(dash.variacion).toBeNull();
    // The one open session, with its expected cash as the register shows it.
    const esperado = (await v.as.admin.get<Arqueo>(`/api/arqueos/${arqueoId}`)).body.data!.totalEsperado;
    expect(dash.caja).toEqual({
      abierta: true,
      arqueoId,
      fecha: dash.fecha,
      esperado,
      sesiones: [{ arqueoId, caja: 'Caja principal', usuario: 'Usuario cajero', fecha: dash.fecha, esperado }],
    });
    expect(dash.ultimos30).toHaveLength(30);
    expect(toMinor(dash.ultimos30[29]!.total, 'ARS')).toBe(revenue);
    expect(sumMinor(dash.porHoraHoy.map((h) => ars(h.total)))).toBe(revenue);
    expect(dash.topProductos.length).toBeGreaterThan(0);

    const cierre = await v.as.cajero.post<Arqueo>(`/api/arqueos/${arqueoId}/cerrar`, { totalReal: 100_000, observaciones: 'Cierre del día' });
    expect(cierre.status).toBe(200);
    const arqueo = cierre.body.data!;

    const audits = reporteArqueosSchema.parse((await v.as.admin.get<ReporteArqueos>('/api/reportes/arqueos?rango=hoy')).body.data);
    expect(audits.items).toHaveLength(1);
    expect(audits.items[0]).toMatchObject({ id: arqueoId, estado: 'cerrado', esperado: arqueo.totalEsperado, contado: 100_000, diferencia: arqueo.diferencia, ventas: 4 });
    expect(toMinor(audits.items[0]!.totalVentas, 'ARS')).toBe(revenue);

    const issued = await v.as.cajero.post<CierreZ>('/api/reportes/cierres-z', {});
    expect(issued.status).toBe(201);
    const z = cierreZSchema.parse(issued.body.data);
    expect(z.numero).toBe(1);
    expect(z.datos).toMatchObject({ ventas: 4, total: fromMinor(revenue, 'ARS'), anuladas: 1, totalAnuladas: voided.total });
    expect(z.datos.caja).toMatchObject({ arqueoId, esperado: arqueo.totalEsperado, contado: 100_000, diferencia: arqueo.diferencia });
    expect(z.datos.gastos).toMatchObject({ cantidad: 2, pesos: 1_500.5, dolares: 5 });
    expect(sumMinor(z.datos.porMedio.map((m) => ars(m.montoLocal))) - ars(z.datos.vuelto)).toBe(revenue);

    const again = await v.as.cajero.post('/api/reportes/cierres-z', {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('CIERRE_Z_YA_EMITIDO');
    expect(again.body.message).toContain('N° 1');

    // Immutable: a sale after the close does not change the issued figures, the reprint is the same.
    const printed = cierreZDocumentoSchema.parse((await v.as.cajero.get(`/api/reportes/cierres-z/${z.id}/imprimir?formato=a4`)).body.data);
    expect(printed.html).toContain('CIERRE Z N° 1');
    expect(printed.html).toContain('Total vendido');
    const reread = cierreZSchema.parse((await v.as.cajero.get(`/api/reportes/cierres-z/${z.id}`)).body.data);
    expect(reread).toEqual(z);
    const ticket = cierreZDocumentoSchema.parse((await v.as.cajero.get(`/api/reportes/cierres-z/${z.id}/imprimir`)).body.data);
    expect(ticket.formato).toBe('ticket');
    expect(ticket.html).toContain('80mm');
  });

  it('exports the sales report to CSV for es-AR Excel, to Excel with typed numbers, and to PDF, with the same total', async () => {
    const revenue = sumMinor(paid().map((s) => ars(s.total)));
    const inject = (formato: string, query = 'rango=hoy') =>
      t.app.inject({ method: 'GET', url: `/api/reportes/ventas/exportar/${formato}?${query}`, headers: { authorization: `Bearer ${v.as.admin.token}` } });

    const csv = await inject('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="reporte_ventas_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.rawPayload.subarray(3).toString('utf8').split('\r\n');
    const resumen = lines.indexOf('Resumen');
    expect(lines[resumen + 1]).toBe('Ventas;Total;Descuentos;Ticket promedio;Vuelto;Anuladas;Total anuladas');
    const totalCsv = `${Math.trunc(revenue / 100)},${String(revenue % 100).padStart(2, '0')}`;
    expect(lines[resumen + 2]!.split(';').slice(0, 2)).toEqual(['4', totalCsv]);
    // Dollars are written at their own scale with a decimal comma.
    expect(lines).toContain(
      `USD;10,00;${(() => {
        const local = convertToLocal(1000, usdRate, 'USD', 'ARS');
        return `${Math.trunc(local / 100)},${String(local % 100).padStart(2, '0')}`;
      })()}`,
    );

    const xlsx = await inject('xlsx');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Resumen', 'Por día', 'Por hora', 'Por medio de pago', 'Por moneda', 'Por usuario', 'Por tipo de venta']);
    const total = book.getWorksheet('Resumen')!.getCell('B2');
    expect(total.value).toBe(fromMinor(revenue, 'ARS'));
    expect(total.numFmt).toContain('#,##0.00');

    const pdf = await inject('pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Reporte de ventas');
    // A reader extracts the no-break space after the sign as a plain one.
    expect(text).toContain(`Total   4   ${formatMoney(revenue, { locale: 'es-AR', currency: 'ARS' }).replace(/\u00a0/g, ' ')}`);

    const refused = await t.app.inject({ method: 'GET', url: '/api/reportes/ventas/exportar/csv', headers: { authorization: `Bearer ${v.as.cajero.token}` } });
    expect(refused.statusCode).toBe(403);
    expect((await inject('csv', 'fechaDesde=2020-01-01&fechaHasta=2025-01-01')).statusCode).toBe(400);
  });

  it('writes the export titles and headers in the language the caller asks for (es by default, br, en)', async () => {
    const inject = (formato: string, idioma: string) =>
      t.app.inject({ method: 'GET', url: `/api/reportes/ventas/exportar/${formato}?rango=hoy&idioma=${idioma}`, headers: { authorization: `Bearer ${v.as.admin.token}` } });
    const csvLines = async (idioma: string) => (await inject('csv', idioma)).rawPayload.subarray(3).toString('utf8').split('\r\n');

    const en = await csvLines('en');
    expect(en[1]!.split(';')[0]).toBe('Sales report');
    expect(en[en.indexOf('Summary') + 1]).toBe('Sales;Total;Discounts;Average ticket;Change;Voided;Voided total');
    const br = await csvLines('br');
    expect(br[br.indexOf('Resumo') + 1]).toBe('Vendas;Total;Descontos;Ticket médio;Troco;Canceladas;Total canceladas');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await inject('xlsx', 'en')).rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Summary', 'By day', 'By hour', 'By payment method', 'By currency', 'By user', 'By order type']);
    expect(book.getWorksheet('By payment method')!.getRow(1).values).toEqual([undefined, 'Payment method', 'Payments', 'Amount']);

    const pdf = await pdfText((await inject('pdf', 'br')).rawPayload);
    expect(pdf).toContain('Relatório de vendas');
    expect(pdf).toContain('Forma de pagamento');
    expect(pdf).not.toContain('Reporte de ventas');

    expect((await inject('csv', 'fr')).statusCode).toBe(400);
  });

  it('neutralises text a spreadsheet would run as a formula', async () => {
    const admin = v.as.admin;
    expect(
      (
        await admin.post('/api/gastos', {
          categoria: '=HYPERLINK("http://x")',
          descripcion: 'x',
          pagadoPor: 'Caja',
          montoPesos: 1,
          desdeCaja: false,
          clientMutationId: mutationId(),
        })
      ).status,
    ).toBe(201);
    const csv = await t.app.inject({ method: 'GET', url: '/api/reportes/financiero/exportar/csv?rango=hoy', headers: { authorization: `Bearer ${admin.token}` } });
    const text = csv.rawPayload.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")";1;1,00`);
    expect(text).not.toMatch(/(^|;)=HYPERLINK/m);
  });

  it('refuses a future day, a range over a year, and callers without the permission', async () => {
    const future = await v.as.cajero.post('/api/reportes/cierres-z', { fecha: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.code).toBe('CIERRE_Z_FECHA_FUTURA');
    const long = await v.as.admin.get('/api/reportes/ventas?fechaDesde=2024-01-01&fechaHasta=2025-06-01');
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'REPORTE_RANGO_EXCEDIDO', message: 'El rango de fechas no puede superar los 366 días' });
    const reversed = await v.as.admin.get('/api/reportes/ventas?fechaDesde=2025-06-01&fechaHasta=2025-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.code).toBe('RANGO_FECHAS_INVALIDO');
    expect((await v.as.mozo.get('/api/reportes/dashboard')).status).toBe(403);
    expect((await v.as.cajero.get('/api/reportes/ventas')).status).toBe(403);
  });

  it('keeps venues apart', async () => {
    const other = await createVenue(t.app, { timezone: middayZone() });
    const r = reporteVentasSchema.parse((await other.as.admin.get<ReporteVentas>('/api/reportes/ventas?rango=hoy')).body.data);
    expect(r.totales.ventas).toBe(0);
    expect((await other.as.admin.get(`/api/reportes/cierres-z/1`)).status).toBe(404);
  });
});

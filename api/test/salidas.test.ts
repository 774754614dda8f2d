// Outputs checked as another program reads them: the ESC/POS bytes decoded with the code page
// they select, the fiscal ticket's receptor, the report PDFs' extracted text and the XLSX cells.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reporteProductosSchema, type Comprobante, type DocumentoFiscal, type ReporteProductos, type Venta } from '@resto/shared/contracts';
import { formatMoney } from '@resto/shared/format';
import { toMinor } from '@resto/shared/rules';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calcularImportes, type LineaFiscal } from '../src/modules/facturacion/comprobante';
import type { Detalle } from '../src/modules/facturacion/detalle';
import { renderTicketFiscal } from '../src/modules/facturacion/ticket-fiscal';
import type { Venue } from '../src/modules/local/venue.repository';
import { fiscalDocument } from '../src/modules/facturacion/ticket-fiscal-impreso';
import { encodeDocument, type ComandaDocument, type PrintDocument } from '../src/modules/impresion/tickets';
import { createTestCa, startFakeArca, type FakeArca } from './helpers/fake-arca';
import { decodeEscPos } from './helpers/fake-printer';
import { abrirCaja, createVenue, medioId, mutationId, producto, type TestVenue } from './helpers/money';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The printed text with its line breaks and paddings as single spaces (long lines wrap). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** What a phone's keyboard types: curly quotes, dashes, an ellipsis, a bullet, no-break spaces. */
const TIPOGRAFICO = 'Sin ‘sal’ – “bien” cocida… • «extra» — 2\u00a0min\u202fya';
const ASCII = `Sin 'sal' - "bien" cocida... * "extra" - 2 min ya`;

describe('ESC/POS tickets print what a phone keyboard types', () => {
  const comanda: ComandaDocument = {
    tipo: 'comanda',
    estacion: 'cocina',
    mesaNumero: 4,
    pedidoNumero: null,
    camarero: 'Begoña',
    fecha: '2026-11-26',
    hora: '21:05',
    ronda: 1,
    items: [{ cantidad: '1', nombre: 'Ñoquis “caseros”', notas: TIPOGRAFICO, eliminado: false, modificadores: ['Salsa – rosa'] }],
    notas: 'Mesa del fondo… ‘urgente’',
  };

  it.each(['cp858', 'cp850', 'cp860', 'windows1252'] as const)(
    'the kitchen ticket maps typographic quotes, dashes and ellipses to ASCII and keeps the accents (%s)',
    (codePage) => {
      const t = decodeEscPos(encodeDocument(comanda, { anchoMm: 80, codePage }));
      expect(t.text).not.toContain('?');
      expect(flat(t.text)).toContain(`>> ${ASCII}`);
      expect(t.text).toContain('+ Salsa - rosa');
      expect(flat(t.text)).toContain("Notas: Mesa del fondo... 'urgente'");
      expect(t.boldDouble.some((l) => l.includes('Ñoquis'))).toBe(true);
      expect(t.text).toContain('Begoña');
    },
  );

  it('the receipt, a void and a laid-out document (precuenta, Z, fiscal) map them too', () => {
    const docs: PrintDocument[] = [
      {
        tipo: 'recibo',
        local: { nombre: 'La “Esquina”', direccion: 'Av. Corrientes 1234 – CABA', cuit: null },
        numero: '00000012',
        fecha: '2026-11-26',
        hora: '21:05',
        mesaNumero: 4,
        cliente: 'José ‘Pepe’ Núñez',
        items: [{ cantidad: '1', descripcion: 'Café… con leche', importe: '$\u00a01.500,00' }],
        subtotal: '$\u00a01.500,00',
        descuento: null,
        total: '$\u00a01.500,00',
        pagos: [{ medio: 'Efectivo', importe: '$\u00a01.500,00' }],
        vuelto: null,
        abrirCajon: false,
      },
      { ...comanda, items: [{ cantidad: '1', nombre: 'Flan “mixto”', notas: null, eliminado: true }] },
      { tipo: 'documento', titulo: 'PRECUENTA — Mesa 4', lineas: [{ texto: '', izquierda: 'Pizza ‘napo’', derecha: '$\u00a012.000,00' }, { texto: 'Propina sugerida… 10 %' }] },
    ];
    for (const doc of docs) {
      const t = decodeEscPos(encodeDocument(doc, { anchoMm: 80, codePage: 'cp858' }));
      expect(t.text, doc.tipo).not.toContain('?');
    }
    const [recibo, anulacion, precuenta] = docs.map((doc) => flat(decodeEscPos(encodeDocument(doc, { anchoMm: 58, codePage: 'cp858' })).text));
    expect(recibo).toContain('La "Esquina"');
    expect(recibo).toContain('Av. Corrientes 1234 - CABA');
    expect(recibo).toContain("José 'Pepe' Núñez");
    expect(recibo).toContain('$ 1.500,00');
    expect(anulacion).toContain('(Flan "mixto")');
    expect(precuenta).toContain('PRECUENTA - Mesa 4');
    expect(precuenta).toContain("Pizza 'napo'");
    expect(precuenta).toContain('Propina sugerida... 10 %');
  });
});

const CUIT_EMISOR = '30712345671';
const CUIT_CLIENTE = '20111111112';

function facturaA(receptor: Partial<Detalle['receptor']> = {}): { comprobante: Comprobante; detalle: Detalle } {
  const lineas: LineaFiscal[] = [{ descripcion: 'Menú ejecutivo', cantidad: 2, importe: 2_420_000, alicuota: '21' }];
  const detalle: Detalle = {
    letra: 'A',
    receptor: { docTipo: 80, docNro: CUIT_CLIENTE, condicion: 'responsable_inscripto', nombre: 'Cliente SRL', domicilio: 'Av. Santa Fe 1234, CABA', ...receptor },
    lineas,
    importes: calcularImportes('A', 2_420_000, lineas),
    monId: 'PES',
    monCotiz: '1',
    asociado: null,
  };
  const comprobante: Comprobante = {
    id: 1,
    ventaId: 1,
    clase: 'factura',
    letra: 'A',
    tipo: 1,
    puntoVenta: 3,
    numero: 15,
    fecha: '2026-11-26',
    estado: 'autorizado',
    total: 24_200,
    moneda: 'PES',
    cae: '76123456789012',
    caeVencimiento: '2026-12-06',
    observaciones: [],
    ultimoError: null,
    qrUrl: 'https://www.arca.gob.ar/fe/qr/?p=e30=',
  };
  return { comprobante, detalle };
}
const emisor = {
  razonSocial: 'Resto S.A.',
  cuit: CUIT_EMISOR,
  domicilio: 'Corrientes 500, CABA',
  ingresosBrutos: '901-123456-7',
  inicioActividades: '2020-01-01',
  condicionIva: 'responsable_inscripto' as const,
};

describe('the Factura A shows its receptor as the law asks (RG 1415, Anexo II: name, domicilio, CUIT, IVA condition)', () => {
  it('prints CUIT formatted, the name, the IVA condition and the address on the thermal ticket', () => {
    const { comprobante, detalle } = facturaA();
    const t = decodeEscPos(encodeDocument(fiscalDocument(emisor, comprobante, detalle, { locale: 'es-AR' }), { anchoMm: 80, codePage: 'cp858' }));
    expect(t.lines).toContain('Cliente SRL');
    expect(t.lines).toContain('CUIT: 20-11111111-2');
    expect(t.lines).toContain('IVA Responsable Inscripto');
    expect(t.lines).toContain('Domicilio: Av. Santa Fe 1234, CABA');
    expect(t.text).not.toContain('Doc.:');
  });

  it('without an address prints what there is (name, CUIT, IVA condition)', () => {
    const { comprobante, detalle } = facturaA({ domicilio: null, nombre: null });
    const t = decodeEscPos(encodeDocument(fiscalDocument(emisor, comprobante, detalle, { locale: 'es-AR' }), { anchoMm: 58, codePage: 'cp858' }));
    expect(t.lines).toContain('CUIT: 20-11111111-2');
    expect(t.lines).toContain('IVA Responsable Inscripto');
    expect(t.text).not.toContain('Domicilio:');
  });

  it('prints the same receptor on the 80 mm and A4 pages', async () => {
    const { comprobante, detalle } = facturaA();
    const venue = { locale: 'es-AR' } as Venue;
    const venta = { numero: 7 } as Parameters<typeof renderTicketFiscal>[1];
    const html = await renderTicketFiscal(
      venue,
      venta,
      { ...emisor, puntoVenta: 3, entorno: 'homologacion' } as Parameters<typeof renderTicketFiscal>[2],
      comprobante,
      detalle,
      'a4',
    );
    expect(html).toContain('<p>Cliente SRL CUIT: 20-11111111-2</p>');
    expect(html).toContain('Condición frente al IVA: IVA Responsable Inscripto');
    expect(html).toContain('<p>Domicilio: Av. Santa Fe 1234, CABA</p>');
  });
});

describe("a Factura A issued through the api takes the receptor's name and address from the sale's customer", () => {
  let t: TestApp;
  let fake: FakeArca;
  let v: TestVenue;
  const ca = createTestCa();
  beforeAll(async () => {
    fake = await startFakeArca(ca.certificatePem);
    t = await createTestApp({
      seed: false,
      env: { ARCA_WSAA_URL: fake.wsaaUrl, ARCA_WSFE_URL: fake.wsfeUrl, ARCA_TIMEOUT_MS: '10000', ARCA_RETRY_SECONDS: '3600', SECRET_KEY: 'clave-de-prueba' },
    });
    v = await createVenue(t.app);
    const id = ca.issue(CUIT_EMISOR);
    const config = await v.as.admin.post('/api/facturaelectronicaconfig', {
      cuit: id.cuit,
      razonSocial: 'Resto S.A.',
      domicilio: 'Corrientes 500, CABA',
      condicionIva: 'responsable_inscripto',
      puntoVenta: 3,
      entorno: 'homologacion',
      certificado: id.certificatePem,
      clavePrivada: id.privateKeyPem,
    });
    expect(config.status).toBe(201);
    await abrirCaja(v.as.cajero);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const vender = async (clienteId?: number) => {
    const pizza = await producto(v.as.cajero, 'PIZ-001');
    const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      ...(clienteId ? { clienteId } : {}),
      items: [{ productoId: pizza.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: pizza.precio }],
      clientMutationId: mutationId(),
    });
    expect(res.status).toBe(201);
    return res.body.data!;
  };

  it('prints the customer on file: name, CUIT, IVA condition and address', async () => {
    const cliente = await v.as.cajero.post<{ id: number }>('/api/clientes', {
      nombre: 'Distribuidora Sur SRL',
      telefono: '11 4000-1000',
      direccion: 'Av. Belgrano',
      numero: '1500',
      departamento: 'Monserrat',
      ciudad: 'CABA',
      cuit: CUIT_CLIENTE,
      descuento: 0,
      cuentaCorriente: false,
      clientMutationId: mutationId(),
    });
    expect(cliente.status).toBe(201);
    const venta = await vender(cliente.body.data!.id);
    const res = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {
      receptor: { docTipo: 'CUIT', docNro: CUIT_CLIENTE, condicionIva: 'responsable_inscripto' },
      formato: 'a4',
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.comprobante.letra).toBe('A');
    const html = res.body.data!.html;
    expect(html).toContain('<p>Distribuidora Sur SRL CUIT: 20-11111111-2</p>');
    expect(html).toContain('<p>Domicilio: Av. Belgrano 1500, Monserrat, CABA</p>');
    expect(html).toContain('Condición frente al IVA: IVA Responsable Inscripto');
  });

  it('prints the address the cashier typed over the one on file, and none when there is none', async () => {
    const typed = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${(await vender()).id}/ticket-fiscal`, {
      receptor: { docTipo: 'CUIT', docNro: CUIT_CLIENTE, condicionIva: 'responsable_inscripto', nombre: 'Cliente SRL', domicilio: 'Av. Santa Fe 1234, CABA' },
    });
    expect(typed.status).toBe(200);
    expect(typed.body.data!.html).toContain('<p>Domicilio: Av. Santa Fe 1234, CABA</p>');
    const none = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${(await vender()).id}/ticket-fiscal`, {
      receptor: { docTipo: 'CUIT', docNro: CUIT_CLIENTE, condicionIva: 'responsable_inscripto' },
    });
    expect(none.status).toBe(200);
    expect(none.body.data!.html).toContain('<p>CUIT: 20-11111111-2</p>');
    expect(none.body.data!.html).not.toContain('Domicilio:');
  });
});

/** pdf.js reads the PDF's standard fonts (Helvetica) from its own package. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The PDF's text runs as a reader extracts them, each on one line of the page ('$ 1.379.700,00' whole, or split in two runs when it wraps). */
async function pdfRuns(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ standardFontDataUrl: STANDARD_FONTS, data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const runs: string[] = [];
  for (let i = 1; i <= pdf.numPages; i += 1) {
    const content = await (await pdf.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) runs.push(item.str.replace(/\u00a0/g, ' '));
  }
  return runs;
}
const pesos = (minor: number) => formatMoney(minor, { locale: 'es-AR', currency: 'ARS' }).replace(/\u00a0/g, ' ');

describe('report exports as other programs read them', () => {
  let t: TestApp;
  let v: TestVenue;
  let big: { id: number; nombre: string };
  let sold: Venta;
  let arqueoId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    v = await createVenue(t.app);
    const c = v.as.cajero;
    arqueoId = await abrirCaja(c, 10_000);
    const pizza = await producto(c, 'PIZ-001');
    const agua = await producto(c, 'BEB-001');
    const efectivo = await medioId(c, 'efectivo');
    // Over a million pesos of one product, paid in cash: amounts of 14 characters and more.
    const cantidad = Math.ceil(1_379_700 / pizza.precio);
    const res = await c.post<Venta>('/api/ventas/finalizar', {
      items: [
        { productoId: pizza.id, cantidad },
        { productoId: agua.id, cantidad: 1 },
      ],
      pagos: [{ medioId: efectivo, monto: pizza.precio * cantidad + agua.precio }],
      clientMutationId: mutationId(),
    });
    expect(res.status).toBe(201);
    sold = res.body.data!;
    big = { id: pizza.id, nombre: pizza.nombre };
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${v.as.admin.token}` } });

  it("products: 'Sin movimiento' lists only products with no sale in the period; the slowest sellers are 'Menos vendidos'", async () => {
    const r = reporteProductosSchema.parse((await v.as.admin.get<ReporteProductos>('/api/reportes/productos?rango=hoy')).body.data);
    const vendidos = new Set(sold.items.map((i) => i.productoId));
    expect(r.sinMovimiento.length).toBeGreaterThan(0);
    expect(r.sinMovimiento.filter((p) => vendidos.has(p.productoId))).toEqual([]);
    expect(r.sinMovimiento.every((p) => p.cantidad === 0)).toBe(true);
    // Least sold first: the single water, then the pizzas.
    expect(r.menosVendidos.map((p) => p.productoId)).toEqual([sold.items.find((i) => i.productoId !== big.id)!.productoId, big.id]);
    expect(r.menosVendidos.every((p) => p.cantidad > 0)).toBe(true);

    const csv = (await get('/api/reportes/productos/exportar/csv?rango=hoy')).rawPayload.subarray(3).toString('utf8').split('\r\n');
    const sin = csv.indexOf('Sin movimiento');
    const menos = csv.indexOf('Menos vendidos');
    expect(sin).toBeGreaterThan(0);
    expect(menos).toBeGreaterThan(0);
    const bloque = (start: number) => csv.slice(start + 2, csv.indexOf('', start));
    expect(bloque(sin).some((l) => l.startsWith(`${big.nombre};`))).toBe(false);
    expect(bloque(menos)[1]!.startsWith(`${big.nombre};`)).toBe(true);
  });

  it('products and audits PDFs never break an amount across lines', async () => {
    const productos = await pdfRuns((await get('/api/reportes/productos/exportar/pdf?rango=hoy')).rawPayload);
    const ingresos = toMinor(sold.items.find((i) => i.productoId === big.id)!.subtotal, 'ARS');
    expect(ingresos).toBeGreaterThanOrEqual(137_970_000);
    expect(productos).toContain(pesos(ingresos));
    expect(productos).toContain(pesos(toMinor(sold.total, 'ARS')));
    expect(productos.some((run) => /^,\d\d$/.test(run))).toBe(false);

    // The register's eight columns: its sales of over a million on one line.
    const arqueos = await pdfRuns((await get('/api/reportes/arqueos/exportar/pdf?rango=hoy')).rawPayload);
    expect(arqueos).toContain(pesos(toMinor(sold.total, 'ARS')));
    expect(arqueos).toContain(pesos(1_000_000));
    expect(arqueos.some((run) => /^,\d\d$/.test(run))).toBe(false);
  });

  it('writes dates and hours to the XLSX as date cells with a date or time format', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await get('/api/reportes/ventas/exportar/xlsx?rango=hoy')).rawPayload as unknown as ArrayBuffer);
    const dia = book.getWorksheet('Por día')!.getCell('A2');
    expect(dia.type).toBe(ExcelJS.ValueType.Date);
    expect((dia.value as Date).toISOString().slice(0, 10)).toBe(sold.fecha);
    expect(dia.numFmt).toBe('dd/mm/yyyy');
    const hora = book.getWorksheet('Por hora')!.getCell('A2');
    expect(hora.type).toBe(ExcelJS.ValueType.Date);
    expect((hora.value as Date).getUTCHours()).toBe(Number(sold.hora.slice(0, 2)));
    expect(hora.numFmt).toBe('hh:mm');

    const arqueos = new ExcelJS.Workbook();
    await arqueos.xlsx.load((await get('/api/reportes/arqueos/exportar/xlsx?rango=hoy')).rawPayload as unknown as ArrayBuffer);
    const fecha = arqueos.worksheets[0]!.getCell('A2');
    expect(fecha.type).toBe(ExcelJS.ValueType.Date);
    expect(fecha.numFmt).toBe('dd/mm/yyyy');
  });

  it('shows the sale type and the register state as labels in the caller language, never the raw codes', async () => {
    const csv = async (tipo: string, idioma: string) => (await get(`/api/reportes/${tipo}/exportar/csv?rango=hoy&idioma=${idioma}`)).rawPayload.subarray(3).toString('utf8');
    const labels = { es: ['Mostrador', 'Abierta'], br: ['Balcão', 'Aberto'], en: ['Counter', 'Open'] } as const;
    for (const [idioma, [origen, estado]] of Object.entries(labels)) {
      const ventas = await csv('ventas', idioma);
      expect(ventas, idioma).toMatch(new RegExp(`\\r\\n${origen};1;`));
      expect(ventas).not.toMatch(/\r\nmostrador;/);
      const arqueos = await csv('arqueos', idioma);
      expect(arqueos, idioma).toContain(`;${estado};`);
      expect(arqueos).not.toContain(';abierto;');
    }
    const pdf = await pdfRuns((await get('/api/reportes/ventas/exportar/pdf?rango=hoy')).rawPayload);
    expect(pdf).toContain('Mostrador');
    expect(pdf).not.toContain('mostrador');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await get(`/api/reportes/arqueos/exportar/xlsx?rango=hoy&arqueoId=${arqueoId}`)).rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getCell('B2').value).toBe('Abierta');
  });
});

describe('the demo seed', () => {
  it('counts no register with negative cash', async () => {
    const t = await createTestApp();
    try {
      const arqueos = await t.app.db.selectFrom('arqueos').select(['id', 'fecha', 'total_esperado', 'total_real']).where('estado', '=', 'cerrado').execute();
      expect(arqueos.length).toBeGreaterThan(20);
      expect(arqueos.filter((a) => Number(a.total_real) < 0 || Number(a.total_esperado) < 0)).toEqual([]);
      const monedas = await t.app.db.selectFrom('arqueo_monedas').select(['arqueo_id', 'moneda', 'contado']).execute();
      expect(monedas.filter((m) => Number(m.contado) < 0)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

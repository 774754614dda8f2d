// Electronic invoicing with ARCA against the local fake of WSAA and WSFEv1
// (test/helpers/fake-arca.ts): configuration, Factura A/B/C with their IVA, never twice after a
// lost answer, 20 concurrent sales numbered in order, the contingency queue, credit notes and the
// RG 4892 QR read back from the printed ticket. SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import type { Comprobante, DocumentoFiscal, FacturacionConfig, Producto, PruebaConexion, Venta } from '@resto/shared/contracts';
import { isValidCuit } from '@resto/shared/rules';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCa, startFakeArca, type FakeArca, type TestCa, type TestIdentity } from './helpers/fake-arca';
import { FakePrinter } from './helpers/fake-printer';
import { addPrinter } from './helpers/impresion';
import { abrirCaja, createVenue, medioId, producto, type TestVenue } from './helpers/money';
import { bearer, createTestApp, type Envelope, type TestApp } from './helpers/test-app';

let t: TestApp;
let ca: TestCa;
let fake: FakeArca;

beforeAll(async () => {
  ca = createTestCa();
  fake = await startFakeArca(ca.certificatePem);
  t = await createTestApp({
    seed: false,
    // The background retry is left to its own long interval: the tests drain the queue when they mean to.
    env: { ARCA_WSAA_URL: fake.wsaaUrl, ARCA_WSFE_URL: fake.wsfeUrl, ARCA_TIMEOUT_MS: '10000', ARCA_RETRY_SECONDS: '3600', SECRET_KEY: 'clave-de-prueba' },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let cuitSeq = 10_000_000 + Math.floor(Math.random() * 80_000_000);
/** A fresh valid CUIT (each venue numbers its own vouchers at the fake). */
function nuevoCuit(prefix = '30'): string {
  for (;;) {
    cuitSeq += 1;
    for (let d = 0; d <= 9; d += 1) {
      const cuit = `${prefix}${cuitSeq}${d}`;
      if (isValidCuit(cuit)) return cuit;
    }
  }
}

interface Setup {
  v: TestVenue;
  id: TestIdentity;
  config: FacturacionConfig;
}

async function configurar(condicionIva: 'responsable_inscripto' | 'monotributista' = 'responsable_inscripto', puntoVenta = 3): Promise<Setup> {
  const v = await createVenue(t.app);
  const id = ca.issue(nuevoCuit());
  const res = await v.as.admin.post<FacturacionConfig>('/api/facturaelectronicaconfig', {
    cuit: id.cuit,
    razonSocial: 'Resto Test S.A.',
    domicilio: 'Av. Siempreviva 742, CABA',
    condicionIva,
    puntoVenta,
    ingresosBrutos: '901-123456-7',
    inicioActividades: '2020-03-01',
    entorno: 'homologacion',
    certificado: id.certificatePem,
    clavePrivada: id.privateKeyPem,
  });
  expect(res.status).toBe(201);
  await abrirCaja(v.as.cajero);
  return { v, id, config: res.body.data! };
}

async function vender(v: TestVenue, items: { sku: string; cantidad: number }[]): Promise<Venta> {
  const lines = [];
  for (const i of items) lines.push({ productoId: (await producto(v.as.cajero, i.sku)).id, cantidad: i.cantidad });
  const res = await v.as.cajero.post<Venta>('/api/ventas/finalizar', { items: lines, pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 1_000_000 }] });
  expect(res.status).toBe(201);
  return res.body.data!;
}

async function setIva(v: TestVenue, sku: string, alicuota: string): Promise<void> {
  await t.app.db.updateTable('productos').set({ iva_alicuota: alicuota }).where('local_id', '=', v.localId).where('codigo_sku', '=', sku).execute();
}

const vouchersOf = (cuit: string) => fake.vouchers.filter((x) => x.cuit === cuit);

/** Reads the QR drawn on the printed ticket (the PNG in the HTML) back to ARCA's JSON. */
function leerQr(html: string): { url: string; data: Record<string, unknown> } {
  const src = /<img alt="QR ARCA" src="data:image\/png;base64,([^"]+)"/.exec(html)?.[1];
  expect(src).toBeDefined();
  const png = PNG.sync.read(Buffer.from(src!, 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code).not.toBeNull();
  const url = code!.data;
  expect(url.startsWith('https://www.afip.gob.ar/fe/qr/?p=')).toBe(true);
  const p = new URL(url).searchParams.get('p')!;
  return { url, data: JSON.parse(Buffer.from(p, 'base64').toString('utf8')) as Record<string, unknown> };
}

describe('/api/facturaelectronicaconfig', () => {
  it('validates the CUIT and the key pair, keeps the key encrypted and never returns it, and needs config.editar', async () => {
    const v = await createVenue(t.app);
    const id = ca.issue(nuevoCuit());
    const other = ca.issue(nuevoCuit());
    const base = { razonSocial: 'Resto S.A.', condicionIva: 'responsable_inscripto', puntoVenta: 2, entorno: 'homologacion' };

    const badCuit = await v.as.admin.post('/api/facturaelectronicaconfig', { ...base, cuit: `${id.cuit.slice(0, 10)}${(Number(id.cuit[10]) + 1) % 10}` });
    expect(badCuit.status).toBe(400);
    expect(badCuit.body.code).toBe('FACTURACION_CUIT_INVALIDO');

    const mismatch = await v.as.admin.post('/api/facturaelectronicaconfig', { ...base, cuit: id.cuit, certificado: id.certificatePem, clavePrivada: other.privateKeyPem });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('FACTURACION_CERTIFICADO_INVALIDO');

    const denied = await v.as.cajero.post('/api/facturaelectronicaconfig', { ...base, cuit: id.cuit });
    expect(denied.status).toBe(403);

    const created = await v.as.admin.post<FacturacionConfig>('/api/facturaelectronicaconfig', {
      ...base,
      cuit: id.cuit,
      certificado: id.certificatePem,
      clavePrivada: id.privateKeyPem,
    });
    expect(created.status).toBe(201);
    const cfg = created.body.data!;
    expect(cfg).toMatchObject({ restauranteId: v.localId, cuit: id.cuit, letras: ['A', 'B'], tieneCertificado: true, tieneClavePrivada: true, puntoVenta: 2 });
    expect(JSON.stringify(created.body)).not.toContain('PRIVATE KEY');
    expect(cfg.certificadoSujeto).toContain('resto-pos');

    const stored = await t.app.db.selectFrom('facturacion_config').select(['clave_cifrada']).where('id', '=', cfg.id).executeTakeFirstOrThrow();
    expect(stored.clave_cifrada).toMatch(/^v1:/);
    expect(stored.clave_cifrada).not.toContain('PRIVATE KEY');

    expect((await v.as.admin.post('/api/facturaelectronicaconfig', { ...base, cuit: id.cuit })).body.code).toBe('FACTURACION_CONFIG_YA_EXISTE');
    const byVenue = await v.as.cajero.get<FacturacionConfig>(`/api/facturaelectronicaconfig/restaurante/${v.localId}`);
    expect(byVenue.body.data).toEqual(cfg);
    expect((await v.as.cajero.get(`/api/facturaelectronicaconfig/restaurante/${v.localId + 1000}`)).status).toBe(404);
    expect((await v.as.cajero.get<FacturacionConfig[]>('/api/facturaelectronicaconfig')).body.data).toEqual([cfg]);

    // A change without certificate or key keeps the stored ones; monotributista issues C.
    const put = await v.as.admin.put<FacturacionConfig>(`/api/facturaelectronicaconfig/${cfg.id}`, { condicionIva: 'monotributista', puntoVenta: 5 });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ letras: ['C'], puntoVenta: 5, tieneClavePrivada: true });

    // 'Test the connection': WSAA login with the venue's certificate, then ARCA's last number.
    const probe = await v.as.admin.post<PruebaConexion>(`/api/facturaelectronicaconfig/${cfg.id}/probar`);
    expect(probe.status).toBe(200);
    expect(probe.body.data).toEqual({ ok: true, puntoVenta: 5, ultimos: [{ tipo: 11, letra: 'C', numero: 0 }] });
    expect((await v.as.cajero.post(`/api/facturaelectronicaconfig/${cfg.id}/probar`)).status).toBe(403);

    expect((await v.as.admin.del(`/api/facturaelectronicaconfig/${cfg.id}`)).status).toBe(200);
    await abrirCaja(v.as.cajero);
    const venta = await vender(v, [{ sku: 'PIZ-001', cantidad: 1 }]);
    const refused = await v.as.cajero.post(`/api/ventas/${venta.id}/ticket-fiscal`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('TICKET_FISCAL_NO_CONFIGURADO');
  });

  it('a certificate the test CA did not issue is refused by WSAA on test connection', async () => {
    const v = await createVenue(t.app);
    const rogue = createTestCa().issue(nuevoCuit());
    const cfg = (
      await v.as.admin.post<FacturacionConfig>('/api/facturaelectronicaconfig', {
        cuit: rogue.cuit,
        razonSocial: 'X',
        condicionIva: 'responsable_inscripto',
        puntoVenta: 1,
        entorno: 'homologacion',
        certificado: rogue.certificatePem,
        clavePrivada: rogue.privateKeyPem,
      })
    ).body.data!;
    const probe = await v.as.admin.post(`/api/facturaelectronicaconfig/${cfg.id}/probar`);
    expect(probe.status).toBe(422);
    expect(probe.body.code).toBe('FACTURACION_CONEXION_FALLIDA');
    expect(probe.body.message).toContain('cms.cert.untrusted');
  });
});

describe('POST /api/ventas/:id/ticket-fiscal', () => {
  it('Factura B to a final consumer: IVA per rate, IVA contenido, CAE and a QR that reads back to the voucher', async () => {
    const { v, id } = await configurar();
    await setIva(v, 'BEB-001', '10.5');
    // Pizza $10.500 at 21 % and two waters $2.500 at 10.5 %: $15.500.
    const venta = await vender(v, [
      { sku: 'PIZ-001', cantidad: 1 },
      { sku: 'BEB-001', cantidad: 2 },
    ]);
    const res = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {});
    expect(res.status).toBe(200);
    const c = res.body.data!.comprobante;
    expect(c).toMatchObject({ estado: 'autorizado', letra: 'B', tipo: 6, puntoVenta: 3, numero: 1, total: 15500 });
    expect(c.cae).toMatch(/^\d{14}$/);

    const [sent] = vouchersOf(id.cuit);
    expect(sent).toMatchObject({ cbteTipo: 6, cbteNro: 1, docTipo: 99, docNro: '0', impTotal: '15500.00', condicionIvaReceptorId: '5', monId: 'PES', monCotiz: '1', cae: c.cae });
    // 10.500 / 1.21 = 8.677,69 + 1.822,31; 5.000 / 1.105 = 4.524,89 + 475,11.
    expect(sent!.iva).toEqual([
      { id: 5, baseImp: '8677.69', importe: '1822.31' },
      { id: 4, baseImp: '4524.89', importe: '475.11' },
    ]);
    expect(sent!.impNeto).toBe('13202.58');
    expect(sent!.impIva).toBe('2297.42');

    const html = res.body.data!.html.replace(/\u00a0|\u202f/g, ' ');
    expect(html).toContain('FACTURA B N° 00003-00000001');
    expect(html).toContain('Cód. 006');
    expect(html).toContain(`CAE: ${c.cae}`);
    expect(html).toContain('IVA contenido: $ 2.297,42');
    expect(html).toContain('CUIT: ' + id.cuit);

    const qr = leerQr(html);
    expect(qr.url).toBe(c.qrUrl);
    expect(qr.data).toEqual({
      ver: 1,
      fecha: c.fecha,
      cuit: Number(id.cuit),
      ptoVta: 3,
      tipoCmp: 6,
      nroCmp: 1,
      importe: 15500,
      moneda: 'PES',
      ctz: 1,
      tipoCodAut: 'E',
      codAut: Number(c.cae),
    });

    // Asked again (another register, a retry): the same voucher, nothing new sent to ARCA.
    const again = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {});
    expect(again.body.data!.comprobante).toEqual(c);
    expect(vouchersOf(id.cuit)).toHaveLength(1);
    // Reprint in A4.
    const a4 = await v.as.cajero.get<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal?formato=a4`);
    expect(a4.body.data!.formato).toBe('a4');
    expect(a4.body.data!.html).toContain('size: A4');
  });

  it('Factura A to a responsable inscripto by CUIT shows the IVA lines; without a CUIT an A is refused', async () => {
    const { v, id } = await configurar();
    await setIva(v, 'PIZ-001', '27');
    const venta = await vender(v, [{ sku: 'PIZ-001', cantidad: 2 }]);
    // A responsable inscripto takes an A, which needs its CUIT: by DNI it would be a B with
    // condition 1, which ARCA refuses (10243). Refused before anything is recorded or sent.
    const requestsBefore = fake.caeRequests;
    const dni = await v.as.cajero.post(`/api/ventas/${venta.id}/ticket-fiscal`, { receptor: { docTipo: 'DNI', docNro: '30123456', condicionIva: 'responsable_inscripto' } });
    expect(dni.status).toBe(400);
    expect(dni.body.code).toBe('FACTURACION_A_REQUIERE_CUIT');
    // A CUIT with a wrong check digit, or the issuer's own CUIT, is refused too.
    const cliente = nuevoCuit('20');
    const malDigito = `${cliente.slice(0, 10)}${(Number(cliente[10]) + 1) % 10}`;
    const mal = await v.as.cajero.post(`/api/ventas/${venta.id}/ticket-fiscal`, { receptor: { docTipo: 'CUIT', docNro: malDigito, condicionIva: 'responsable_inscripto' } });
    expect(mal.status).toBe(400);
    expect(mal.body.code).toBe('FACTURACION_DOCUMENTO_INVALIDO');
    const propio = await v.as.cajero.post(`/api/ventas/${venta.id}/ticket-fiscal`, { receptor: { docTipo: 'CUIT', docNro: id.cuit, condicionIva: 'responsable_inscripto' } });
    expect(propio.body.code).toBe('FACTURACION_RECEPTOR_ES_EMISOR');
    expect(fake.caeRequests).toBe(requestsBefore);
    expect(await t.app.facturador.find(venta.id, 'factura')).toBeUndefined();

    const venta2 = venta;
    const res = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta2.id}/ticket-fiscal`, {
      receptor: { docTipo: 'CUIT', docNro: cliente, condicionIva: 'responsable_inscripto', nombre: 'Cliente SRL' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.comprobante).toMatchObject({ estado: 'autorizado', letra: 'A', tipo: 1, numero: 1 });
    const sent = vouchersOf(id.cuit).find((x) => x.cbteTipo === 1)!;
    expect(sent).toMatchObject({ docTipo: 80, docNro: cliente, condicionIvaReceptorId: '1', impTotal: '21000.00', impNeto: '16535.43', impIva: '4464.57' });
    expect(sent.iva).toEqual([{ id: 6, baseImp: '16535.43', importe: '4464.57' }]);
    const html = res.body.data!.html.replace(/\u00a0|\u202f/g, ' ');
    expect(html).toContain('FACTURA A N° 00003-00000001');
    expect(html).toContain('IVA 27 %</td><td class="n">$ 4.464,57');
    expect(html).not.toContain('IVA contenido');
    expect(leerQr(html).data).toMatchObject({ tipoCmp: 1, tipoDocRec: 80, nroDocRec: Number(cliente), importe: 21000 });
  });

  it('an exempt customer identified by DNI gets a B with its document and condition', async () => {
    const { v, id } = await configurar();
    const venta = await vender(v, [{ sku: 'PIZ-001', cantidad: 1 }]);
    const res = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {
      receptor: { docTipo: 'DNI', docNro: '30123456', condicionIva: 'exento', nombre: 'Juana Pérez' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.comprobante).toMatchObject({ estado: 'autorizado', letra: 'B', tipo: 6 });
    expect(vouchersOf(id.cuit)[0]).toMatchObject({ docTipo: 96, docNro: '30123456', condicionIvaReceptorId: '4' });
    const html = res.body.data!.html;
    expect(html).toContain('Juana Pérez DNI: 30123456');
    expect(html).toContain('IVA Sujeto Exento');
    // Not a final consumer: no 'IVA contenido'.
    expect(html).not.toContain('IVA contenido');
  });

  it('IVA per product rate set in the catalogue: every ARCA rate in its AlicIva line, exempt in ImpOpEx, non-taxed in ImpTotConc', async () => {
    const { v, id } = await configurar();
    const categoria = (await producto(v.as.cajero, 'PIZ-001')).categoriaId!;
    const rates = ['21', '10.5', '27', '5', '2.5', '0', 'exento', 'no_gravado'] as const;
    const ventaItems = [];
    for (const [i, ivaAlicuota] of rates.entries()) {
      const res = await v.as.admin.post<Producto>('/api/productos/dto', {
        nombre: `Producto IVA ${ivaAlicuota}`,
        categoriaId: categoria,
        costo: 100,
        precio: 1000 + i,
        ivaAlicuota,
      });
      expect(res.status).toBe(201);
      expect(res.body.data!.ivaAlicuota).toBe(ivaAlicuota);
      ventaItems.push({ productoId: res.body.data!.id, cantidad: 1 });
    }
    const sale = await v.as.cajero.post<Venta>('/api/ventas/finalizar', { items: ventaItems, pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 100_000 }] });
    expect(sale.status).toBe(201);
    const res = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${sale.body.data!.id}/ticket-fiscal`, {});
    expect(res.body.data!.comprobante.estado).toBe('autorizado');
    const sent = vouchersOf(id.cuit)[0]!;
    // 1000 / 1.21, 1001 / 1.105, 1002 / 1.27, 1003 / 1.05, 1004 / 1.025, 1005 at 0 %: each base
    // rounded to the cent, its IVA the rest; 1006 exempt, 1007 not taxed. Total 8028.
    expect(sent.iva).toEqual([
      { id: 5, baseImp: '826.45', importe: '173.55' },
      { id: 4, baseImp: '905.88', importe: '95.12' },
      { id: 6, baseImp: '788.98', importe: '213.02' },
      { id: 8, baseImp: '955.24', importe: '47.76' },
      { id: 9, baseImp: '979.51', importe: '24.49' },
      { id: 3, baseImp: '1005.00', importe: '0.00' },
    ]);
    expect(sent).toMatchObject({ impTotal: '8028.00', impNeto: '5461.06', impIva: '553.94', impOpEx: '1006.00', impTotConc: '1007.00' });
  });

  it('a sale charged in dollars issues with MonId DOL and the rate it was charged at, its amounts exact in dollars', async () => {
    const { v, id } = await configurar();
    const pizza = await producto(v.as.cajero, 'PIZ-001');
    // $ 10.500 paid with USD 8 at the venue's 1425.5.
    const sale = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: pizza.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 8, moneda: 'USD' }],
    });
    expect(sale.status).toBe(201);
    expect(sale.body.data!.pagos[0]).toMatchObject({ moneda: 'USD', tasa: '1425.5' });
    const res = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${sale.body.data!.id}/ticket-fiscal`, {});
    expect(res.status).toBe(200);
    const c = res.body.data!.comprobante;
    // 10.500 / 1425,5 = 7,3658... -> USD 7,37; 7,37 / 1,21 = 6,09 + 1,28 of IVA.
    expect(c).toMatchObject({ estado: 'autorizado', letra: 'B', moneda: 'DOL', total: 7.37 });
    expect(vouchersOf(id.cuit)[0]).toMatchObject({
      monId: 'DOL',
      monCotiz: '1425.5',
      impTotal: '7.37',
      impNeto: '6.09',
      impIva: '1.28',
      iva: [{ id: 5, baseImp: '6.09', importe: '1.28' }],
    });
    const html = res.body.data!.html.replace(/\u00a0|\u202f/g, ' ');
    expect(html).toContain('Cotización: $ 1425,5');
    expect(html).toMatch(/US\$ ?7,37|USD ?7,37/);
    expect(leerQr(res.body.data!.html).data).toMatchObject({ importe: 7.37, moneda: 'DOL', ctz: 1425.5 });
    // Mixed currencies stay in pesos.
    const mixed = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: pizza.id, cantidad: 1 }],
      pagos: [
        { medioId: await medioId(v.as.cajero, 'efectivo'), monto: 5, moneda: 'USD' },
        { medioId: await medioId(v.as.cajero, 'efectivo'), monto: 5000 },
      ],
    });
    const mixedDoc = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${mixed.body.data!.id}/ticket-fiscal`, {});
    expect(mixedDoc.body.data!.comprobante).toMatchObject({ moneda: 'PES', total: 10500 });
  });

  it('a B to an unidentified consumer from the RG 5700 threshold on is refused; identified, it is issued', async () => {
    const { v, id } = await configurar();
    const categoria = (await producto(v.as.cajero, 'PIZ-001')).categoriaId!;
    const caro = (await v.as.admin.post<Producto>('/api/productos/dto', { nombre: 'Evento completo', categoriaId: categoria, costo: 1_000_000, precio: 10_000_000 })).body.data!;
    const sale = await v.as.cajero.post<Venta>('/api/ventas/finalizar', {
      items: [{ productoId: caro.id, cantidad: 1 }],
      pagos: [{ medioId: await medioId(v.as.cajero, 'efectivo'), monto: 10_000_000 }],
    });
    expect(sale.status).toBe(201);
    const anon = await v.as.cajero.post(`/api/ventas/${sale.body.data!.id}/ticket-fiscal`, {});
    expect(anon.status).toBe(400);
    expect(anon.body.code).toBe('FACTURACION_IDENTIFICACION_REQUERIDA');
    const ok = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${sale.body.data!.id}/ticket-fiscal`, {
      receptor: { docTipo: 'DNI', docNro: '28123456', condicionIva: 'consumidor_final' },
    });
    expect(ok.body.data!.comprobante).toMatchObject({ estado: 'autorizado', letra: 'B' });
    expect(vouchersOf(id.cuit)[0]).toMatchObject({ docTipo: 96, docNro: '28123456', impTotal: '10000000.00' });
  });

  it('Factura C of a monotributista carries no IVA', async () => {
    const { v, id } = await configurar('monotributista', 7);
    const venta = await vender(v, [{ sku: 'PIZ-001', cantidad: 1 }]);
    const res = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {});
    expect(res.body.data!.comprobante).toMatchObject({ estado: 'autorizado', letra: 'C', tipo: 11, numero: 1, puntoVenta: 7 });
    expect(vouchersOf(id.cuit)[0]).toMatchObject({ cbteTipo: 11, impNeto: '10500.00', impIva: '0.00', iva: [] });
    expect(res.body.data!.html).not.toContain('IVA contenido');
  });

  it('a lost answer after ARCA authorised: the voucher is found, never issued twice', async () => {
    const { v, id } = await configurar();
    const venta = await vender(v, [{ sku: 'PIZ-001', cantidad: 1 }]);
    fake.dropAfterAuthorise = 1;
    const first = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {});
    expect(first.status).toBe(200);
    // The answer never came: the ticket says pending, the number is recorded as in flight.
    expect(first.body.data!.comprobante).toMatchObject({ estado: 'enviando', numero: 1, cae: null, qrUrl: null });
    expect(first.body.data!.html).toContain('PENDIENTE DE AUTORIZACIÓN');
    expect(vouchersOf(id.cuit)).toHaveLength(1);
    const requestsBefore = fake.caeRequests;

    const pendientes = await v.as.cajero.get<Comprobante[]>('/api/facturacion/pendientes');
    expect(pendientes.body.data!.map((p) => p.ventaId)).toEqual([venta.id]);

    const retry = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {});
    expect(retry.body.data!.comprobante).toMatchObject({ estado: 'autorizado', numero: 1, cae: vouchersOf(id.cuit)[0]!.cae });
    // Settled by FECompUltimoAutorizado + FECompConsultar: no second FECAESolicitar, one voucher.
    expect(fake.caeRequests).toBe(requestsBefore);
    expect(vouchersOf(id.cuit)).toHaveLength(1);

    // The next sale takes the next number.
    const venta2 = await vender(v, [{ sku: 'PIZ-001', cantidad: 1 }]);
    expect((await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta2.id}/ticket-fiscal`, {})).body.data!.comprobante.numero).toBe(2);
  });

  it('20 concurrent fiscal sales on one point of sale get 20 consecutive numbers with one WSAA login', { timeout: 90_000 }, async () => {
    const { v, id } = await configurar();
    const ventas: Venta[] = [];
    for (let i = 0; i < 20; i += 1) ventas.push(await vender(v, [{ sku: 'PIZ-001', cantidad: 1 }]));
    const loginsBefore = fake.logins;
    const results = await Promise.all(ventas.map((venta) => v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {})));
    const numbers = results.map((r) => {
      expect(r.status).toBe(200);
      expect(r.body.data!.comprobante.estado).toBe('autorizado');
      return r.body.data!.comprobante.numero!;
    });
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(vouchersOf(id.cuit).map((x) => x.cbteNro)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(fake.logins - loginsBefore).toBe(1);
  });

  it('two api instances on one database issuing at once: consecutive numbers, no duplicate, no gap', { timeout: 90_000 }, async () => {
    const { v, id } = await configurar();
    // A second app on the same database (another server behind the load balancer).
    const other = await createTestApp({
      seed: false,
      database: t.database,
      env: { ARCA_WSAA_URL: fake.wsaaUrl, ARCA_WSFE_URL: fake.wsfeUrl, ARCA_TIMEOUT_MS: '10000', ARCA_RETRY_SECONDS: '3600', SECRET_KEY: 'clave-de-prueba' },
    });
    try {
      // The same cashier's session works on either instance (one signing secret, in the database).
      const postOther = async (url: string) => {
        const res = await other.app.inject({ method: 'POST', url, headers: bearer(v.as.cajero.token), payload: {} });
        return { status: res.statusCode, body: res.json<Envelope<DocumentoFiscal>>() };
      };
      const ventas: Venta[] = [];
      for (let i = 0; i < 12; i += 1) ventas.push(await vender(v, [{ sku: 'PIZ-001', cantidad: 1 }]));
      const errorsBefore = fake.errorCodes.length;
      const results = await Promise.all(
        ventas.map((venta, i) =>
          i % 2 === 0 ? v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {}) : postOther(`/api/ventas/${venta.id}/ticket-fiscal`),
        ),
      );
      for (const r of results) expect([r.status, r.body.code, r.body.data?.comprobante.estado, r.body.message]).toEqual([200, undefined, 'autorizado', expect.any(String)]);
      const numbers = results.map((r) => r.body.data!.comprobante.numero!).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      // ARCA holds exactly those: one voucher a number, each a different sale's total.
      expect(vouchersOf(id.cuit).map((x) => x.cbteNro)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      const rows = await t.app.db.selectFrom('comprobantes').select(['venta_id', 'numero']).where('cuit', '=', id.cuit).execute();
      expect(new Set(rows.map((r) => r.venta_id)).size).toBe(12);
      // The database lock ordered them: ARCA never had to refuse a number already taken (10016).
      expect(fake.errorCodes.slice(errorsBefore)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('with ARCA down the sale completes and its invoice waits; the queue drains when ARCA is back', async () => {
    const { v, id } = await configurar();
    fake.down = true;
    try {
      const a = await vender(v, [{ sku: 'PIZ-001', cantidad: 1 }]);
      const b = await vender(v, [{ sku: 'PIZ-001', cantidad: 2 }]);
      for (const venta of [a, b]) {
        const res = await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {});
        expect(res.status).toBe(200);
        expect(res.body.data!.comprobante).toMatchObject({ estado: 'pendiente', numero: null, cae: null });
        expect(res.body.data!.comprobante.ultimoError).toContain('ARCA no respondió');
        expect(res.body.data!.html).toContain('PENDIENTE DE AUTORIZACIÓN');
      }
      expect((await v.as.cajero.get<Comprobante[]>('/api/facturacion/pendientes')).body.data!.map((p) => p.ventaId)).toEqual([a.id, b.id]);
      // The background job's run while ARCA is still down changes nothing.
      await t.app.facturador.drain();
      expect((await v.as.cajero.get<Comprobante[]>('/api/facturacion/pendientes')).body.data).toHaveLength(2);
      expect(vouchersOf(id.cuit)).toHaveLength(0);

      fake.down = false;
      await t.app.facturador.drain();
      expect((await v.as.cajero.get<Comprobante[]>('/api/facturacion/pendientes')).body.data).toEqual([]);
      const reprint = await v.as.cajero.get<DocumentoFiscal>(`/api/ventas/${b.id}/ticket-fiscal`);
      expect(reprint.body.data!.comprobante).toMatchObject({ estado: 'autorizado', numero: 2, total: 21000 });
      expect(reprint.body.data!.html).toContain(`CAE: ${reprint.body.data!.comprobante.cae}`);
      expect(vouchersOf(id.cuit).map((x) => x.impTotal)).toEqual(['10500.00', '21000.00']);
    } finally {
      fake.down = false;
    }
  });

  it('voiding an invoiced sale issues the matching credit note', async () => {
    const { v, id } = await configurar();
    const venta = await vender(v, [{ sku: 'PIZ-001', cantidad: 1 }]);
    const factura = (await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {})).body.data!.comprobante;
    expect(factura.estado).toBe('autorizado');
    const voided = await v.as.admin.post(`/api/ventas/${venta.id}/anular`, { motivo: 'Error de carga' });
    expect(voided.status).toBe(200);
    await t.app.facturador.drain();
    const nc = await v.as.cajero.get<DocumentoFiscal>(`/api/ventas/${venta.id}/nota-credito`);
    expect(nc.status).toBe(200);
    expect(nc.body.data!.comprobante).toMatchObject({ clase: 'nota_credito', letra: 'B', tipo: 8, numero: 1, estado: 'autorizado', total: 10500 });
    expect(nc.body.data!.html).toContain('NOTA DE CRÉDITO B N° 00003-00000001');
    expect(nc.body.data!.html).toContain('Comprobante asociado: 00003-00000001');
    const sent = vouchersOf(id.cuit).find((x) => x.cbteTipo === 8)!;
    expect(sent.cbtesAsoc).toEqual([{ tipo: 6, ptoVta: 3, nro: factura.numero }]);
    expect(sent.impTotal).toBe('10500.00');
    // The sale's detail lists both, invoice first, for the history to reprint them.
    const list = await v.as.cajero.get<Comprobante[]>(`/api/ventas/${venta.id}/comprobantes`);
    expect(list.body.data!.map((c) => `${c.clase} ${c.letra} ${c.numero} ${c.estado}`)).toEqual(['factura B 1 autorizado', 'nota_credito B 1 autorizado']);
  });

  it("prints the authorised invoice on the register's thermal printer with its CAE and ARCA's QR", async () => {
    const { v, id } = await configurar();
    const caja = new FakePrinter();
    await caja.start();
    try {
      await addPrinter(v, { nombre: 'Caja', host: '127.0.0.1', puerto: caja.port, estacion: 'caja' });
      await v.as.admin.put('/api/impresion/ajustes', { documentoVenta: 'a_pedido' });
      const venta = await vender(v, [{ sku: 'PIZ-001', cantidad: 1 }]);
      const factura = (await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, {})).body.data!.comprobante;
      expect(factura).toMatchObject({ estado: 'autorizado', letra: 'B' });
      const job = await v.as.cajero.post(`/api/impresion/ventas/${venta.id}`, { documento: 'fiscal' });
      expect(job.status, job.body.message).toBe(200);
      for (let i = 0; i < 200 && caja.tickets().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      const [ticket] = caja.tickets();
      expect(ticket!.text).toContain(`CAE: ${factura.cae}`);
      expect(ticket!.text).toContain('Vto. CAE:');
      expect(ticket!.text).toContain('00003-00000001');
      expect(ticket!.qrs).toEqual([factura.qrUrl]);
      // The QR is ARCA's: its p= parameter is the voucher's data in base64.
      const p = new URL(ticket!.qrs[0]!).searchParams.get('p')!;
      expect(JSON.parse(Buffer.from(p, 'base64').toString('utf8'))).toMatchObject({ ptoVta: 3, tipoCmp: 6, nroCmp: 1, cuit: Number(id.cuit), codAut: Number(factura.cae) });
      expect(ticket!.cuts).toBe(1);
    } finally {
      await caja.stop();
    }
  });

  it('a sale with no invoice lists no voucher; a waiter may not read them', async () => {
    const { v } = await configurar();
    const venta = await vender(v, [{ sku: 'PIZ-001', cantidad: 1 }]);
    expect((await v.as.cajero.get<Comprobante[]>(`/api/ventas/${venta.id}/comprobantes`)).body.data).toEqual([]);
    expect((await v.as.mozo.get(`/api/ventas/${venta.id}/comprobantes`)).status).toBe(403);
    expect((await v.as.cajero.get(`/api/ventas/999999/comprobantes`)).status).toBe(404);
  });

  it('voiding a Factura A issues a credit note A to the same CUIT; a Factura C, a credit note C without IVA', async () => {
    const { v, id } = await configurar();
    const cliente = nuevoCuit('20');
    const venta = await vender(v, [{ sku: 'PIZ-001', cantidad: 2 }]);
    const receptor = { docTipo: 'CUIT', docNro: cliente, condicionIva: 'responsable_inscripto', nombre: 'Cliente SRL' };
    const a = (await v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${venta.id}/ticket-fiscal`, { receptor })).body.data!.comprobante;
    expect(a).toMatchObject({ letra: 'A', tipo: 1, estado: 'autorizado' });
    expect((await v.as.admin.post(`/api/ventas/${venta.id}/anular`, { motivo: 'Error de carga' })).status).toBe(200);
    await t.app.facturador.drain();
    const ncA = (await v.as.cajero.get<DocumentoFiscal>(`/api/ventas/${venta.id}/nota-credito`)).body.data!;
    expect(ncA.comprobante).toMatchObject({ clase: 'nota_credito', letra: 'A', tipo: 3, numero: 1, estado: 'autorizado', total: 21000 });
    expect(ncA.html).toContain('NOTA DE CRÉDITO A N° 00003-00000001');
    const sentA = vouchersOf(id.cuit).find((x) => x.cbteTipo === 3)!;
    expect(sentA).toMatchObject({ docTipo: 80, docNro: cliente, impTotal: '21000.00' });
    expect(sentA.cbtesAsoc).toEqual([{ tipo: 1, ptoVta: 3, nro: a.numero }]);

    const mono = await configurar('monotributista', 7);
    const ventaC = await vender(mono.v, [{ sku: 'PIZ-001', cantidad: 1 }]);
    const c = (await mono.v.as.cajero.post<DocumentoFiscal>(`/api/ventas/${ventaC.id}/ticket-fiscal`, {})).body.data!.comprobante;
    expect(c).toMatchObject({ letra: 'C', tipo: 11, estado: 'autorizado' });
    expect((await mono.v.as.admin.post(`/api/ventas/${ventaC.id}/anular`, { motivo: 'Error de carga' })).status).toBe(200);
    await t.app.facturador.drain();
    const ncC = (await mono.v.as.cajero.get<DocumentoFiscal>(`/api/ventas/${ventaC.id}/nota-credito`)).body.data!;
    expect(ncC.comprobante).toMatchObject({ clase: 'nota_credito', letra: 'C', tipo: 13, numero: 1, puntoVenta: 7, estado: 'autorizado', total: 10500 });
    const sentC = vouchersOf(mono.id.cuit).find((x) => x.cbteTipo === 13)!;
    expect(sentC).toMatchObject({ impNeto: '10500.00', impIva: '0.00', iva: [] });
    expect(sentC.cbtesAsoc).toEqual([{ tipo: 11, ptoVta: 7, nro: c.numero }]);
  });
});

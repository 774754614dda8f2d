import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { documentoFiscalSchema, facturacionConfigSchema, type MedioPago, type PagoInput, type TipoCambio, type Venta } from '../contracts';
import { api } from '../api-client/request';
import { setGeneralConfig } from '../session/general-config';
import { CloseSaleDialog } from './index';
import { failResponse, okResponse, renderPage, stubApi, type ApiCall } from './testing';

const MEDIOS: MedioPago[] = [
  { id: 1, nombre: 'Efectivo', tipo: 'efectivo', orden: 1, activo: true },
  { id: 2, nombre: 'Tarjeta de débito', tipo: 'tarjeta_debito', orden: 2, activo: true },
];
const TIPOS: TipoCambio[] = [
  { id: 1, moneda: 'ARS', valor: '0', esDefault: true, esMonedaLocal: true, actualizadoAt: '' },
  { id: 2, moneda: 'USD', valor: '1425.5', esDefault: false, esMonedaLocal: false, actualizadoAt: '' },
];

function venta(overrides: Partial<Venta> = {}): Venta {
  return {
    id: 77,
    ventaId: 77,
    numero: 41,
    estado: 'pagada',
    origen: 'mostrador',
    fecha: '2025-05-02',
    hora: '13:05',
    moneda: 'ARS',
    usuario: { id: 4, nombre: 'Cajero' },
    cajero: { id: 4, nombre: 'Cajero' },
    cliente: null,
    items: [],
    pagos: [],
    subtotal: 13700,
    descuentoTipo: null,
    descuentoValor: null,
    descuentoGeneral: 0,
    descuentoClientePorcentaje: 0,
    descuentoCliente: 0,
    total: 13700,
    pagado: 19255,
    vuelto: 5555,
    arqueoId: 3,
    observaciones: null,
    motivoAnulacion: null,
    anuladaAt: null,
    finalizadaAt: '2025-05-02T16:05:00Z',
    createdAt: '2025-05-02T16:05:00Z',
    ...overrides,
  };
}

const REMITO = (formato: string) =>
  okResponse({ tipo: 'remito', formato, ventaId: 77, numero: 41, leyenda: 'DOCUMENTO NO VÁLIDO COMO FACTURA', html: `<html><body><p>REMITO ${formato}</p></body></html>` });

/** The dialog the way a page uses it: it charges through the api and calls back. */
function Harness({ totalMinor = 1_370_000, onCharged = () => undefined }: { totalMinor?: number; onCharged?: (v: Venta) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <CloseSaleDialog
      open={open}
      totalMinor={totalMinor}
      clientMutationId="cliente-1-100"
      onFinalize={(pagos: PagoInput[], clientMutationId: string) => api.post<Venta>('/ventas/finalizar', { items: [], pagos, clientMutationId })}
      onCharged={onCharged}
      onClose={() => setOpen(false)}
    />
  );
}

function setupApi(finalize: (call: ApiCall) => Response = () => okResponse(venta(), 'Venta finalizada', 201)) {
  return stubApi({
    'GET /medios-de-pago': () => okResponse(MEDIOS),
    'GET /tipos-de-cambio': () => okResponse(TIPOS),
    'POST /ventas/finalizar': finalize,
    'GET /ventas/:id/remito': (call) => REMITO(call.query.get('formato') ?? 'ticket'),
    'POST /ventas/:id/ticket-fiscal': () => failResponse('No se pudo generar el ticket fiscal: la facturación electrónica no está configurada para este local', 422),
  });
}

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/ventas/finalizar');

describe('close-sale screen', () => {
  it('charges the whole total in cash with Enter and shows the change and the remito', async () => {
    const user = userEvent.setup();
    const charged: Venta[] = [];
    const calls = setupApi();
    renderPage(<Harness onCharged={(v) => charged.push(v)} />);

    const dialog = await screen.findByTestId('close-sale');
    expect((await within(dialog).findByTestId('close-sale-total')).textContent).toMatch(/13\.700,00/);
    // jsdom has no layout, so the dialog's focus trap cannot place the focus: do it by hand.
    await user.click(await within(dialog).findByLabelText('Monto 1'));
    await user.keyboard('{Enter}');

    expect(await within(dialog).findByText('Venta N° 41 cobrada')).toBeTruthy();
    expect(within(dialog).getByTestId('change-to-give').textContent).toMatch(/5\.555,00/);
    expect(posts(calls)[0]!.body).toEqual({ items: [], pagos: [{ medioId: 1, medioNombre: 'Efectivo', monto: 13700, moneda: 'ARS' }], clientMutationId: 'cliente-1-100' });
    expect(charged).toHaveLength(1);
    const frame = (await within(dialog).findByTestId('document-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toContain('REMITO ticket');
    // The api's HTML is shown sandboxed: no scripts, forms, popups or navigation of the page.
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');

    await user.click(within(dialog).getByRole('button', { name: 'Hoja A4' }));
    await waitFor(() => expect(within(dialog).getByTestId('document-frame').getAttribute('srcdoc')).toContain('REMITO a4'));
  });

  it('prints the document in its own frame, with the button or Ctrl+P', async () => {
    const user = userEvent.setup();
    setupApi();
    renderPage(<Harness />);
    const dialog = await screen.findByTestId('close-sale');
    await user.click(await within(dialog).findByTestId('confirm-payment'));
    const frame = (await within(dialog).findByTestId('document-frame')) as HTMLIFrameElement;
    const print = vi.spyOn(frame.contentWindow!, 'print').mockImplementation(() => undefined);
    const ownPrint = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(within(dialog).getByTestId('print-document'));
    await user.keyboard('{Control>}p{/Control}');
    expect(print).toHaveBeenCalledTimes(2);
    expect(ownPrint).not.toHaveBeenCalled();
  });

  it('says "Pagos insuficientes" and charges nothing while the payments fall short', async () => {
    const user = userEvent.setup();
    const calls = setupApi();
    renderPage(<Harness />);
    const dialog = await screen.findByTestId('close-sale');
    const amount = await within(dialog).findByLabelText('Monto 1');
    await user.clear(amount);
    await user.type(amount, '5000');
    expect(within(dialog).getByTestId('payment-missing').textContent).toMatch(/8\.700,00/);
    await user.keyboard('{Enter}');
    expect(within(dialog).getByTestId('close-sale-error').textContent).toBe('Pagos insuficientes');
    expect(posts(calls)).toHaveLength(0);
  });

  it('splits in pesos and dollars: F8 adds a line, dollars propose cash and what covers the rest', async () => {
    const user = userEvent.setup();
    const calls = setupApi();
    renderPage(<Harness />);
    const dialog = await screen.findByTestId('close-sale');
    const first = await within(dialog).findByLabelText('Monto 1');
    await user.clear(first);
    await user.type(first, '5000');
    await user.keyboard('{F8}');
    const medio2 = within(dialog).getByLabelText('Medio de pago 2') as HTMLSelectElement;
    expect(medio2.selectedOptions[0]!.textContent).toBe('Tarjeta de débito');
    await user.selectOptions(within(dialog).getByLabelText('Moneda 2'), 'USD');
    expect(medio2.selectedOptions[0]!.textContent).toBe('Efectivo');
    // 8.700 pesos at 1.425,5 need 6,11 dollars (6,10 would be 8.695,55), proposed as es-AR writes it.
    expect((within(dialog).getByLabelText('Monto 2') as HTMLInputElement).value).toBe('6,11');
    await user.clear(within(dialog).getByLabelText('Monto 2'));
    await user.type(within(dialog).getByLabelText('Monto 2'), '10');
    expect(within(dialog).getByTestId('payment-line-2-local').textContent).toMatch(/Equivale a \$\s?14\.255,00/);
    expect(within(dialog).getByTestId('payment-change').textContent).toMatch(/5\.555,00/);
    await user.keyboard('{Enter}');
    await within(dialog).findByTestId('sale-document');
    expect((posts(calls)[0]!.body as { pagos: unknown }).pagos).toEqual([
      { medioId: 1, medioNombre: 'Efectivo', monto: 5000, moneda: 'ARS' },
      { medioId: 1, medioNombre: 'Efectivo', monto: 10, moneda: 'USD' },
    ]);
  });

  it('splits in equal parts that add up to the total', async () => {
    const user = userEvent.setup();
    const calls = setupApi();
    renderPage(<Harness totalMinor={1_000} />);
    const dialog = await screen.findByTestId('close-sale');
    await within(dialog).findByLabelText('Monto 1');
    await user.click(within(dialog).getByText('Partes iguales'));
    const parts = within(dialog).getByTestId('split-parts');
    await user.clear(parts);
    await user.type(parts, '3');
    expect([1, 2, 3].map((n) => (within(dialog).getByLabelText(`Monto ${n}`) as HTMLInputElement).value)).toEqual(['3,34', '3,33', '3,33']);
    await user.selectOptions(within(dialog).getByLabelText('Medio de pago 2'), 'Tarjeta de débito');
    await user.click(within(dialog).getByTestId('confirm-payment'));
    await within(dialog).findByTestId('sale-document');
    expect((posts(calls)[0]!.body as { pagos: PagoInput[] }).pagos.map((p) => [p.medioId, p.monto])).toEqual([
      [1, 3.34],
      [2, 3.33],
      [1, 3.33],
    ]);
  });

  it('takes amounts as es-AR writes them: 10.000 pays ten thousand, 20.000 leaves change', async () => {
    const user = userEvent.setup();
    const calls = setupApi();
    renderPage(<Harness />);
    const dialog = await screen.findByTestId('close-sale');
    const amount = await within(dialog).findByLabelText('Monto 1');
    await user.clear(amount);
    await user.type(amount, '10.000');
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).getByTestId('payment-missing').textContent).toMatch(/3\.700,00/);
    await user.clear(amount);
    await user.type(amount, '20.000');
    expect(within(dialog).getByTestId('payment-change').textContent).toMatch(/6\.300,00/);
    await user.keyboard('{Enter}');
    await within(dialog).findByTestId('sale-document');
    expect((posts(calls)[0]!.body as { pagos: PagoInput[] }).pagos).toEqual([{ medioId: 1, medioNombre: 'Efectivo', monto: 20000, moneda: 'ARS' }]);
  });

  it('says what is wrong with an amount (a letter, too many decimals) and charges nothing', async () => {
    const user = userEvent.setup();
    const calls = setupApi();
    renderPage(<Harness />);
    const dialog = await screen.findByTestId('close-sale');
    const amount = await within(dialog).findByLabelText('Monto 1');
    await user.clear(amount);
    await user.type(amount, '13.7OO');
    expect(within(dialog).getByTestId('payment-line-1-error').textContent).toBe('Escribí solo números, por ejemplo 1.234,50');
    await user.clear(amount);
    await user.type(amount, '13.700,505');
    expect(within(dialog).getByTestId('payment-line-1-error').textContent).toBe('Ingresá como máximo 2 decimales');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByTestId('close-sale-error').textContent).toBe('Revisá los montos: cada pago debe ser mayor a 0, con hasta 2 decimales');
    expect(posts(calls)).toHaveLength(0);
  });

  it('a Chilean venue pays in whole pesos: 20.000 is twenty thousand, decimals are refused', async () => {
    setGeneralConfig({ locale: 'es-CL', currencyCode: 'CLP' });
    try {
      const user = userEvent.setup();
      const calls = stubApi({
        'GET /medios-de-pago': () => okResponse(MEDIOS),
        'GET /tipos-de-cambio': () => okResponse([{ ...TIPOS[0]!, moneda: 'CLP' }]),
        'POST /ventas/finalizar': () => okResponse(venta({ moneda: 'CLP', total: 13700, pagado: 20000, vuelto: 6300 }), 'ok', 201),
        'GET /ventas/:id/remito': () => REMITO('ticket'),
      });
      renderPage(<Harness totalMinor={13_700} />);
      const dialog = await screen.findByTestId('close-sale');
      const amount = (await within(dialog).findByLabelText('Monto 1')) as HTMLInputElement;
      expect(amount.value).toBe('13.700');
      await user.clear(amount);
      await user.type(amount, '13.700,50');
      expect(within(dialog).getByTestId('payment-line-1-error').textContent).toBe('Ingresá un número sin decimales');
      await user.clear(amount);
      await user.type(amount, '20.000{Enter}');
      await within(dialog).findByTestId('sale-document');
      expect((posts(calls)[0]!.body as { pagos: PagoInput[] }).pagos).toEqual([{ medioId: 1, medioNombre: 'Efectivo', monto: 20000, moneda: 'CLP' }]);
    } finally {
      setGeneralConfig({ locale: 'es-AR', currencyCode: 'ARS' });
    }
  });

  it("shows the server's refusal, and a retry of the same sale carries the same mutation id", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const calls = setupApi(() => (++attempt === 1 ? failResponse('No hay una caja abierta. Abrí la caja para poder vender.', 409) : okResponse(venta(), 'ok', 201)));
    renderPage(<Harness />);
    const dialog = await screen.findByTestId('close-sale');
    await user.click(await within(dialog).findByTestId('confirm-payment'));
    expect((await within(dialog).findByTestId('close-sale-error')).textContent).toBe('No hay una caja abierta. Abrí la caja para poder vender.');
    await user.click(within(dialog).getByTestId('confirm-payment'));
    await within(dialog).findByTestId('sale-document');
    expect(posts(calls).map((c) => (c.body as { clientMutationId: string }).clientMutationId)).toEqual(['cliente-1-100', 'cliente-1-100']);
  });

  it('asks for the fiscal ticket when chosen, shows why it was refused and still offers the remito', async () => {
    const user = userEvent.setup();
    const calls = setupApi();
    renderPage(<Harness />);
    const dialog = await screen.findByTestId('close-sale');
    await within(dialog).findByLabelText('Monto 1');
    await user.click(within(dialog).getByText('Ticket fiscal'));
    await user.click(within(dialog).getByTestId('confirm-payment'));
    expect((await within(dialog).findByTestId('fiscal-error')).textContent).toContain('la facturación electrónica no está configurada');
    expect(await within(dialog).findByTestId('document-frame')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/ventas/77/ticket-fiscal')).toHaveLength(1);
  });

  it("with e-invoicing set up offers 'Factura B' and prints the fiscal ticket with its CAE", async () => {
    const user = userEvent.setup();
    const config = facturacionConfigSchema.parse({
      id: 1,
      restauranteId: 1,
      cuit: '30712345671',
      razonSocial: 'Resto S.A.',
      domicilio: null,
      condicionIva: 'responsable_inscripto',
      letras: ['A', 'B'],
      puntoVenta: 3,
      ingresosBrutos: null,
      inicioActividades: null,
      entorno: 'homologacion',
      tieneCertificado: true,
      tieneClavePrivada: true,
      certificadoSujeto: 'CN=resto',
      certificadoVence: '2027-01-01T00:00:00.000Z',
      activo: true,
    });
    const fiscal = (formato: string) =>
      documentoFiscalSchema.parse({
        tipo: 'fiscal',
        formato,
        comprobante: {
          id: 9,
          ventaId: 77,
          clase: 'factura',
          letra: 'B',
          tipo: 6,
          puntoVenta: 3,
          numero: 12,
          fecha: '2025-05-02',
          estado: 'autorizado',
          total: 13700,
          moneda: 'PES',
          cae: '70417054367476',
          caeVencimiento: '2025-05-12',
          observaciones: [],
          ultimoError: null,
          qrUrl: 'https://www.afip.gob.ar/fe/qr/?p=e30=',
        },
        html: `<html><body><p>FACTURA B ${formato} CAE: 70417054367476</p></body></html>`,
      });
    const calls = stubApi({
      'GET /medios-de-pago': () => okResponse(MEDIOS),
      'GET /tipos-de-cambio': () => okResponse(TIPOS),
      'GET /facturaelectronicaconfig': () => okResponse([config]),
      'POST /ventas/finalizar': () => okResponse(venta(), 'Venta finalizada', 201),
      'GET /ventas/:id/remito': (call) => REMITO(call.query.get('formato') ?? 'ticket'),
      'POST /ventas/:id/ticket-fiscal': () => okResponse(fiscal('ticket'), 'Factura B autorizada: CAE 70417054367476'),
      'GET /ventas/:id/ticket-fiscal': (call) => okResponse(fiscal(call.query.get('formato') ?? 'ticket')),
    });
    renderPage(<Harness />);
    const dialog = await screen.findByTestId('close-sale');
    await within(dialog).findByLabelText('Monto 1');
    await user.click(await within(dialog).findByText('Factura B'));
    await user.click(within(dialog).getByTestId('confirm-payment'));
    expect((await within(dialog).findByTestId('fiscal-ok')).textContent).toContain('Factura B autorizada: CAE 70417054367476');
    const frame = await within(dialog).findByTestId('document-frame');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('FACTURA B ticket CAE: 70417054367476'));
    expect(calls.filter((c) => c.path === '/ventas/77/remito')).toHaveLength(0);
  });

  it('a customer with CUIT and IVA condition gets a Factura A: the check digit is checked before charging, the receiver goes with the request', async () => {
    const user = userEvent.setup();
    const config = facturacionConfigSchema.parse({
      id: 1,
      restauranteId: 1,
      cuit: '30712345671',
      razonSocial: 'Resto S.A.',
      domicilio: null,
      condicionIva: 'responsable_inscripto',
      letras: ['A', 'B'],
      puntoVenta: 3,
      ingresosBrutos: null,
      inicioActividades: null,
      entorno: 'homologacion',
      tieneCertificado: true,
      tieneClavePrivada: true,
      certificadoSujeto: 'CN=resto',
      certificadoVence: '2027-01-01T00:00:00.000Z',
      activo: true,
    });
    const facturaA = documentoFiscalSchema.parse({
      tipo: 'fiscal',
      formato: 'ticket',
      comprobante: {
        id: 10,
        ventaId: 77,
        clase: 'factura',
        letra: 'A',
        tipo: 1,
        puntoVenta: 3,
        numero: 5,
        fecha: '2025-05-02',
        estado: 'autorizado',
        total: 13700,
        moneda: 'PES',
        cae: '70417054367477',
        caeVencimiento: '2025-05-12',
        observaciones: [],
        ultimoError: null,
        qrUrl: 'https://www.afip.gob.ar/fe/qr/?p=e30=',
      },
      html: '<html><body><p>FACTURA A</p></body></html>',
    });
    const calls = stubApi({
      'GET /medios-de-pago': () => okResponse(MEDIOS),
      'GET /tipos-de-cambio': () => okResponse(TIPOS),
      'GET /facturaelectronicaconfig': () => okResponse([config]),
      'POST /ventas/finalizar': () => okResponse(venta(), 'Venta finalizada', 201),
      'POST /ventas/:id/ticket-fiscal': () => okResponse(facturaA, 'Factura A autorizada: CAE 70417054367477'),
      'GET /ventas/:id/ticket-fiscal': () => okResponse(facturaA),
    });
    renderPage(<Harness />);
    const dialog = await screen.findByTestId('close-sale');
    await within(dialog).findByLabelText('Monto 1');
    await user.click(await within(dialog).findByText('Factura B'));
    const receptor = await within(dialog).findByTestId('receptor-fiscal');
    expect(within(receptor).getByTestId('receptor-letra').textContent).toBe('Se emite Factura B');
    await user.click(within(receptor).getByText('Cliente identificado'));
    // A responsable inscripto by DNI cannot get a B: it needs its CUIT.
    await user.selectOptions(within(receptor).getByTestId('receptor-doc-tipo'), 'DNI');
    await user.type(within(receptor).getByTestId('receptor-doc-nro'), '30123456');
    await user.click(within(dialog).getByTestId('confirm-payment'));
    expect((await within(receptor).findByTestId('receptor-doc-error')).textContent).toBe('Un responsable inscripto o monotributista recibe Factura A: ingresá su CUIT');
    // A CUIT with a wrong check digit is refused before anything is charged.
    await user.selectOptions(within(receptor).getByTestId('receptor-doc-tipo'), 'CUIT');
    await user.clear(within(receptor).getByTestId('receptor-doc-nro'));
    await user.type(within(receptor).getByTestId('receptor-doc-nro'), '20-12345678-0');
    await user.click(within(dialog).getByTestId('confirm-payment'));
    await waitFor(() => expect(within(receptor).getByTestId('receptor-doc-error').textContent).toBe('El CUIT no es válido: revisá el dígito verificador'));
    expect(posts(calls)).toHaveLength(0);
    await user.clear(within(receptor).getByTestId('receptor-doc-nro'));
    await user.type(within(receptor).getByTestId('receptor-doc-nro'), '20-12345678-6');
    await user.type(within(receptor).getByTestId('receptor-nombre'), 'Cliente SRL');
    expect(within(receptor).getByTestId('receptor-letra').textContent).toBe('Se emite Factura A');
    await user.click(within(dialog).getByTestId('confirm-payment'));
    expect((await within(dialog).findByTestId('fiscal-ok')).textContent).toContain('Factura A autorizada: CAE 70417054367477');
    const request = calls.find((c) => c.method === 'POST' && c.path === '/ventas/77/ticket-fiscal');
    expect(request?.body).toMatchObject({ receptor: { docTipo: 'CUIT', docNro: '20123456786', condicionIva: 'responsable_inscripto', nombre: 'Cliente SRL' } });
  });

  it('says the payment methods could not be loaded, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /medios-de-pago': () => (fail ? failResponse('Error interno del servidor', 500) : okResponse(MEDIOS)),
      'GET /tipos-de-cambio': () => okResponse(TIPOS),
    });
    renderPage(<Harness />);
    const error = await screen.findByTestId('close-sale-setup-error');
    expect(error.textContent).toContain('No se pudieron cargar los medios de pago');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Monto 1')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { comprobanteSchema, documentoFiscalSchema, type Comprobante, type Historial } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { failResponse, okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { resumen, venta } from '../test/fixtures';
import HistorialVentasPage from './historial-ventas-page';

/** Who may approve (GET /aprobaciones/autorizantes): the manager picks themselves from the list. */
const AUTORIZANTES = [
  { id: 1, nombre: 'Admin' },
  { id: 2, nombre: 'Encargado de turno' },
];

const RANGES: Record<string, [string, string]> = { hoy: ['2025-05-10', '2025-05-10'], '7': ['2025-05-04', '2025-05-10'], '30': ['2025-04-11', '2025-05-10'] };

function historial(query: URLSearchParams): Historial {
  const [desde, hasta] = RANGES[query.get('rango') ?? ''] ?? [query.get('fechaDesde') ?? '', query.get('fechaHasta') ?? ''];
  const items = query.get('rango') === 'hoy' ? [resumen()] : [resumen(), resumen({ id: 91, numero: 56, estado: 'anulada', total: 3200 })];
  return { items, total: items.length, pagina: 1, limite: 20, desde, hasta, totales: { pagadas: 1, montoPagadas: 10500, anuladas: items.length - 1 } };
}

describe('/historial-ventas', () => {
  // A cashier (sells and voids) unless a test signs in as someone else.
  beforeEach(() => signInWith(SEEDED_ROLE_PERMISSIONS.cajero, 'cajero'));

  it('tells a role without ventas.vender it has no access, with no filters, no error and no request', async () => {
    await signInWith(SEEDED_ROLE_PERMISSIONS.mozo, 'mozo');
    const calls = stubApi({});
    renderPage(<HistorialVentasPage />, { path: '/historial-ventas' });
    expect((await screen.findByTestId('sin-permiso')).textContent).toBe('No tenés permisos para acceder a esta sección.');
    expect(screen.getByTestId('page-title').textContent).toBe('Historial de ventas');
    expect(screen.queryByTestId('historial-search')).toBeNull();
    expect(screen.queryByTestId('rango-hoy')).toBeNull();
    expect(screen.queryByRole('alert', { name: /Error al cargar/ })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/ventas'))).toHaveLength(0);
  });

  it('starts on today, and the quick filters ask for 7 and 30 days and show the dates they cover', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /ventas/historial': (call) => okResponse(historial(call.query)) });
    renderPage(<HistorialVentasPage />, { path: '/historial-ventas' });
    expect((await screen.findAllByTestId('venta-row')).length).toBe(1);
    expect(calls[0]!.query.get('rango')).toBe('hoy');

    await user.click(screen.getByTestId('rango-7'));
    // In the venue's locale (es-AR by default), whatever the browser's language.
    await waitFor(() => expect((screen.getByTestId('fecha-desde') as HTMLInputElement).value).toBe('04/05/2025'));
    expect((screen.getByTestId('fecha-hasta') as HTMLInputElement).value).toBe('10/05/2025');
    expect(screen.getAllByTestId('venta-row')).toHaveLength(2);
    expect(screen.getByTestId('historial-resumen').textContent).toMatch(/Pagadas: 1 \(\$\s?10\.500,00\) · Anuladas: 1/);
    await user.click(screen.getByTestId('rango-30'));
    await waitFor(() => expect(calls.at(-1)!.query.get('rango')).toBe('30'));
  });

  it('refuses a range that ends before it starts, without asking', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /ventas/historial': (call) => okResponse(historial(call.query)) });
    renderPage(<HistorialVentasPage />, { path: '/historial-ventas' });
    await screen.findAllByTestId('venta-row');
    const asked = calls.length;
    const desde = screen.getByTestId('fecha-desde');
    await user.clear(desde);
    await user.type(desde, '20/05/2025{Enter}');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('El rango de fechas no es válido');
    expect(screen.queryByTestId('historial-table')).toBeNull();
    expect(calls.length).toBe(asked);

    await user.clear(desde);
    await user.type(desde, '01/05/2025{Enter}');
    await waitFor(() => expect(calls.at(-1)!.query.get('fechaDesde')).toBe('2025-05-01'));
    expect(calls.at(-1)!.query.get('fechaHasta')).toBe('2025-05-10');
    expect(calls.at(-1)!.query.get('rango')).toBeNull();
  });

  it('searches as the typing pauses', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /ventas/historial': (call) => okResponse(historial(call.query)) });
    renderPage(<HistorialVentasPage />, { path: '/historial-ventas' });
    await screen.findAllByTestId('venta-row');
    await user.keyboard('{F2}');
    await user.keyboard('Pizza');
    await waitFor(() => expect(calls.at(-1)!.query.get('q')).toBe('Pizza'));
    expect(calls.filter((c) => c.query.get('q')?.startsWith('P'))).toHaveLength(1);
  });

  it("shows a sale's items and payments and voids it with a required reason", async () => {
    const user = userEvent.setup();
    let current = venta({
      pagos: [...venta().pagos, { id: 2, medioId: 1, medio: 'Efectivo', medioTipo: 'efectivo', moneda: 'USD', monto: 10, tasa: '1425.5', montoLocal: 14255 }],
    });
    const calls = stubApi({
      'GET /ventas/historial': (call) => okResponse(historial(call.query)),
      'GET /ventas/:id': () => okResponse(current),
      'POST /ventas/:id/anular': (call) => {
        current = { ...current, estado: 'anulada', motivoAnulacion: (call.body as { motivo: string }).motivo };
        return okResponse(current, 'Venta anulada');
      },
    });
    renderPage(<HistorialVentasPage />, { path: '/historial-ventas' });
    const row = (await screen.findAllByTestId('venta-row'))[0]!;
    row.focus();
    await user.keyboard('{Enter}');
    const detail = await screen.findByTestId('venta-detail');
    expect(await within(detail).findByText('Venta N° 55')).toBeTruthy();
    expect(within(detail).getByTestId('detalle-items').textContent).toContain('Pizza muzzarella');
    const pagos = within(detail).getByTestId('detalle-pagos').textContent ?? '';
    expect(pagos).toContain('USD');
    expect(pagos).toMatch(/14\.255,00/);

    await user.click(within(detail).getByTestId('void-sale'));
    await user.click(within(detail).getByTestId('confirm-void'));
    expect(within(detail).getByText('El motivo de anulación es obligatorio')).toBeTruthy();
    await user.type(within(detail).getByRole('textbox', { name: /Motivo/ }), 'Error de carga{Enter}');
    expect((await within(detail).findByTestId('motivo-anulacion')).textContent).toBe('Anulada: Error de carga');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/ventas/90/anular');
    expect(post.body).toMatchObject({ motivo: 'Error de carga' });
  });

  it('a void the server never got says it could not be reached and nothing was saved', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /ventas/historial': (call) => okResponse(historial(call.query)),
      'GET /ventas/:id': () => okResponse(venta()),
      'POST /ventas/:id/anular': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderPage(<HistorialVentasPage />, { path: '/historial-ventas' });
    const row = (await screen.findAllByTestId('venta-row'))[0]!;
    row.focus();
    await user.keyboard('{Enter}');
    const detail = await screen.findByTestId('venta-detail');
    await user.click(await within(detail).findByTestId('void-sale'));
    await user.type(within(detail).getByRole('textbox', { name: /Motivo/ }), 'Error de carga{Enter}');
    expect((await within(detail).findByTestId('void-error')).textContent).toBe('No se puede conectar con el servidor: no se guardó nada. Revisá la conexión y volvé a intentar.');
  });

  it("asks a manager's PIN when voiding needs approval and voids with it", async () => {
    const user = userEvent.setup();
    let current = venta();
    let attempts = 0;
    const calls = stubApi({
      'GET /ventas/historial': (call) => okResponse(historial(call.query)),
      'GET /ventas/:id': () => okResponse(current),
      'POST /ventas/:id/anular': (call) => {
        attempts += 1;
        if (attempts === 1) return failResponse('Anular la venta necesita la aprobación de un encargado', 403, { accion: 'anular-venta', entidadId: 90 });
        current = { ...current, estado: 'anulada', motivoAnulacion: (call.body as { motivo: string }).motivo };
        return okResponse(current, 'Venta anulada');
      },
      'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
      'POST /aprobaciones': () =>
        okResponse({ token: 'tok', accion: 'anular-venta', entidadId: 90, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() }, 'Aprobado', 201),
    });
    renderPage(<HistorialVentasPage />, { path: '/historial-ventas' });
    const row = (await screen.findAllByTestId('venta-row'))[0]!;
    row.focus();
    await user.keyboard('{Enter}');
    const detail = await screen.findByTestId('venta-detail');
    await user.click(await within(detail).findByTestId('void-sale'));
    await user.type(within(detail).getByRole('textbox', { name: /Motivo/ }), 'Cobrada dos veces{Enter}');
    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByRole('textbox', { name: /Motivo/ })).toHaveProperty('value', 'Cobrada dos veces');
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '2468');
    await user.click(within(approval).getByTestId('manager-approval-submit'));
    expect((await within(detail).findByTestId('motivo-anulacion')).textContent).toBe('Anulada: Cobrada dos veces');
    expect(calls.find((c) => c.path === '/aprobaciones')?.body).toMatchObject({ accion: 'anular-venta', usuarioId: 1, entidadId: 90, pin: '2468', motivo: 'Cobrada dos veces' });
    expect(attempts).toBe(2);
  });

  it("asks a manager's PIN to void a sale of a register already closed, and voids it with the token", async () => {
    const user = userEvent.setup();
    let current = venta();
    let attempts = 0;
    const calls = stubApi({
      'GET /ventas/historial': (call) => okResponse(historial(call.query)),
      'GET /ventas/:id': () => okResponse(current),
      'POST /ventas/:id/anular': (call) => {
        attempts += 1;
        if (attempts === 1)
          return failResponse('La venta 55 es de una caja ya cerrada: anularla necesita la aprobación de un encargado', 403, { accion: 'anular-venta-anterior', entidadId: 90 });
        current = { ...current, estado: 'anulada', motivoAnulacion: (call.body as { motivo: string }).motivo };
        return okResponse(current, 'Venta anulada');
      },
      'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
      'POST /aprobaciones': () =>
        okResponse({ token: 'tok', accion: 'anular-venta-anterior', entidadId: 90, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() }, 'Aprobado', 201),
    });
    renderPage(<HistorialVentasPage />, { path: '/historial-ventas' });
    const row = (await screen.findAllByTestId('venta-row'))[0]!;
    row.focus();
    await user.keyboard('{Enter}');
    const detail = await screen.findByTestId('venta-detail');
    await user.click(await within(detail).findByTestId('void-sale'));
    await user.type(within(detail).getByRole('textbox', { name: /Motivo/ }), 'Cobrada dos veces{Enter}');
    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByRole('textbox', { name: /Motivo/ })).toHaveProperty('value', 'Cobrada dos veces');
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '2468');
    await user.click(within(approval).getByTestId('manager-approval-submit'));
    expect((await within(detail).findByTestId('motivo-anulacion')).textContent).toBe('Anulada: Cobrada dos veces');
    expect(calls.find((c) => c.path === '/aprobaciones')?.body).toMatchObject({
      accion: 'anular-venta-anterior',
      usuarioId: 1,
      entidadId: 90,
      pin: '2468',
      motivo: 'Cobrada dos veces',
    });
    expect(attempts).toBe(2);
  });

  it('reprints the invoice with its CAE, and prints the credit note of a voided invoiced sale', async () => {
    const user = userEvent.setup();
    let current = venta();
    const comprobante = (c: Partial<Comprobante>): Comprobante =>
      comprobanteSchema.parse({
        id: 1,
        ventaId: 90,
        clase: 'factura',
        letra: 'B',
        tipo: 6,
        puntoVenta: 3,
        numero: 12,
        fecha: '2025-05-10',
        estado: 'autorizado',
        total: 10500,
        moneda: 'ARS',
        cae: '76123456789012',
        caeVencimiento: '2025-05-20',
        observaciones: [],
        ultimoError: null,
        qrUrl: 'https://www.arca.gob.ar/fe/qr/?p=x',
        ...c,
      });
    const factura = comprobante({});
    const nota = comprobante({ id: 2, clase: 'nota_credito', tipo: 8, numero: 4, cae: '76000000000004' });
    const documento = (c: Comprobante, html: string) => okResponse(documentoFiscalSchema.parse({ tipo: 'fiscal', formato: 'ticket', comprobante: c, html }));
    const calls = stubApi({
      'GET /ventas/historial': (call) => okResponse(historial(call.query)),
      'GET /ventas/:id': () => okResponse(current),
      'GET /ventas/:id/comprobantes': () => okResponse(current.estado === 'anulada' ? [factura, nota] : [factura]),
      'GET /ventas/:id/ticket-fiscal': () => documento(factura, '<p>FACTURA B N° 00003-00000012</p>'),
      'GET /ventas/:id/nota-credito': () => documento(nota, '<p>NOTA DE CRÉDITO B N° 00003-00000004</p>'),
      'POST /ventas/:id/anular': (call) => {
        current = { ...current, estado: 'anulada', motivoAnulacion: (call.body as { motivo: string }).motivo };
        return okResponse(current, 'Venta anulada');
      },
    });
    renderPage(<HistorialVentasPage />, { path: '/historial-ventas' });
    const row = (await screen.findAllByTestId('venta-row'))[0]!;
    row.focus();
    await user.keyboard('{Enter}');
    const detail = await screen.findByTestId('venta-detail');
    expect(await within(detail).findByText('Factura B 0003-00000012 · CAE 76123456789012')).toBeTruthy();
    const reprint = within(detail).getByTestId('reprint');
    expect(reprint.textContent).toBe('Reimprimir factura');
    await user.click(reprint);
    const frame = await within(detail).findByTestId('document-frame');
    expect(frame.getAttribute('srcdoc')).toContain('FACTURA B N° 00003-00000012');
    expect(calls.some((c) => c.path === '/ventas/90/remito')).toBe(false);

    await user.click(within(detail).getByTestId('void-sale'));
    await user.type(within(detail).getByRole('textbox', { name: /Motivo/ }), 'Error de carga{Enter}');
    expect(await within(detail).findByText('Nota de crédito B 0003-00000004 · CAE 76000000000004')).toBeTruthy();
    await user.click(within(detail).getByTestId('print-credit-note'));
    await waitFor(() => expect(within(detail).getByTestId('document-frame').getAttribute('srcdoc')).toContain('NOTA DE CRÉDITO B N° 00003-00000004'));
    // A credit note is printed from the browser; the register's thermal printer takes receipts and invoices.
    expect(within(detail).queryByTestId('print-at-register')).toBeNull();
  });
});

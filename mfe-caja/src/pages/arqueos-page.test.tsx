import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { comprobanteSchema, type Arqueo, type ArqueosResumen, type Comprobante } from '@resto/shared/contracts';
import { failResponse, okResponse, renderPage, stubApi, signInAsAdmin, signInWith } from '@resto/shared/sales-ui/testing';
import { setGeneralConfig } from '@resto/shared/session';
import { arqueoFixture } from '../test/fixtures';
import ArqueosPage from './arqueos-page';

/** Who may approve (GET /aprobaciones/autorizantes): the manager picks themselves from the list. */
const AUTORIZANTES = [
  { id: 1, nombre: 'Admin' },
  { id: 2, nombre: 'Encargado de turno' },
];

const closed = (id: number, fecha: string, diferencia: number): Arqueo =>
  arqueoFixture({ id, fecha, estado: 'cerrado', tipo: 'cierre', totalEsperado: 50000, totalReal: 50000 + diferencia, diferencia, horaCierre: '23:45' });

describe('/arqueos', () => {
  beforeEach(signInAsAdmin);

  it('tells someone without caja.abrir-cerrar so instead of offering Abrir caja', async () => {
    await signInWith(['ventas.tomar', 'ventas.vender', 'gastos.registrar', 'clientes.editar'], 'empleado');
    stubApi({ 'GET /arqueos': () => okResponse({ abierto: null, cerrados: [], hoy: '2025-05-02', cerradoHoy: null } satisfies ArqueosResumen) });
    renderPage(<ArqueosPage />, { path: '/arqueos' });
    expect((await screen.findByTestId('sin-permiso')).textContent).toContain('No tenés permisos para acceder a esta sección.');
    expect(screen.queryByTestId('abrir-caja')).toBeNull();
  });

  it('shows the open register with its running expected cash and where it comes from', async () => {
    stubApi({ 'GET /arqueos': () => okResponse({ abierto: arqueoFixture(), cerrados: [], hoy: '2025-05-02', cerradoHoy: null } satisfies ArqueosResumen) });
    renderPage(<ArqueosPage />, { path: '/arqueos' });

    const card = await screen.findByTestId('open-arqueo');
    expect(within(card).getByTestId('expected-cash').textContent).toMatch(/31\.500,50/);
    const movimientos = within(card).getByTestId('arqueo-movimientos');
    expect(movimientos.textContent).toContain('Ventas en efectivo');
    expect(movimientos.textContent).toMatch(/-\s?\$\s?3\.000,00/);
    expect(within(card).getByTestId('arqueo-monedas').textContent).toMatch(/USD/);
    expect(screen.getByTestId('go-cierre')).toBeTruthy();
  });

  it('lists the invoices waiting for ARCA and retries them now; the list leaves once ARCA authorised them', async () => {
    const user = userEvent.setup();
    const pendiente = (over: Partial<Comprobante>): Comprobante =>
      comprobanteSchema.parse({
        id: 1,
        ventaId: 41,
        clase: 'factura',
        letra: 'B',
        tipo: 6,
        puntoVenta: 3,
        numero: null,
        fecha: '2025-05-02',
        estado: 'pendiente',
        total: 10500,
        moneda: 'PES',
        cae: null,
        caeVencimiento: null,
        observaciones: [],
        ultimoError: 'ARCA no respondió: connect ECONNREFUSED',
        qrUrl: null,
        ...over,
      });
    let queue = [
      pendiente({}),
      pendiente({ id: 2, ventaId: 42, estado: 'enviando', numero: 7, total: 7.37, moneda: 'DOL' }),
      pendiente({ id: 3, ventaId: 40, clase: 'nota_credito', tipo: 8 }),
    ];
    const calls = stubApi({
      'GET /arqueos': () => okResponse({ abierto: arqueoFixture(), cerrados: [], hoy: '2025-05-02', cerradoHoy: null } satisfies ArqueosResumen),
      'GET /facturacion/pendientes': () => okResponse(queue),
      'POST /facturacion/pendientes/reintentar': () => {
        queue = [];
        return okResponse(queue);
      },
    });
    renderPage(<ArqueosPage />, { path: '/arqueos' });
    const card = await screen.findByTestId('facturas-pendientes');
    expect(within(card).getByRole('heading').textContent).toBe('3 facturas pendientes de ARCA');
    const rows = within(card).getAllByTestId('factura-pendiente');
    expect(rows[0]!.textContent).toContain('#41');
    expect(rows[0]!.textContent).toContain('Factura B');
    expect(rows[0]!.textContent).toMatch(/\$\s?10\.500,00/);
    expect(rows[0]!.textContent).toContain('ARCA no respondió');
    expect(rows[1]!.textContent).toContain('Enviada sin respuesta');
    expect(rows[1]!.textContent).toMatch(/US\$\s?7,37/);
    expect(rows[2]!.textContent).toContain('Nota de crédito B');
    await user.click(within(card).getByTestId('reintentar-facturas'));
    await waitFor(() => expect(screen.queryByTestId('facturas-pendientes')).toBeNull());
    const post = calls.find((c) => c.method === 'POST' && c.path === '/facturacion/pendientes/reintentar')!;
    expect(typeof (post.body as { clientMutationId: string }).clientMutationId).toBe('string');
    expect(await screen.findByText('ARCA autorizó todas las facturas pendientes')).toBeTruthy();
  });

  it('lists the closed audits with their differences', async () => {
    stubApi({ 'GET /arqueos': () => okResponse({ abierto: null, cerrados: [closed(3, '2025-05-01', -150), closed(2, '2025-04-30', 0)], hoy: '2025-05-02', cerradoHoy: null }) });
    renderPage(<ArqueosPage />, { path: '/arqueos' });

    const table = await screen.findByTestId('closed-arqueos');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('01/05/2025');
    expect(rows[1]!.textContent).toMatch(/Faltante \$\s?150,00/);
    expect(rows[2]!.textContent).toContain('Sin diferencia');
  });

  it('opens the register with F2: the amount is required and above 0, then it posts once with a mutation id', async () => {
    const user = userEvent.setup();
    let open: Arqueo | null = null;
    const calls = stubApi({
      'GET /arqueos': () => okResponse({ abierto: open, cerrados: [], hoy: '2025-05-02', cerradoHoy: null }),
      'POST /arqueos': (call) => {
        open = arqueoFixture({ montoInicial: (call.body as { montoInicial: number }).montoInicial });
        return okResponse(open, 'Caja abierta', 201);
      },
    });
    renderPage(<ArqueosPage />, { path: '/arqueos' });
    await screen.findByTestId('no-arqueo');

    await user.keyboard('{F2}');
    const dialog = await screen.findByTestId('abrir-arqueo-dialog');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('El monto inicial es obligatorio y debe ser mayor a 0')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Monto inicial/), '15000,50{Enter}');
    await screen.findByTestId('open-arqueo');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ montoInicial: 15000.5 });
    expect((post.body as { clientMutationId: string }).clientMutationId).toMatch(/-\d+/);
  });

  describe('amounts typed the way the venue writes them', () => {
    afterEach(() => {
      setGeneralConfig({ locale: 'es-AR', currencyCode: 'ARS' });
    });

    async function openDialog({ opens = true } = {}) {
      let open: Arqueo | null = null;
      const calls = stubApi({
        'GET /arqueos': () => okResponse({ abierto: open, cerrados: [], hoy: '2025-05-02', cerradoHoy: null }),
        'POST /arqueos': (call) => {
          if (!opens) return failResponse('Ya existe un arqueo para esta fecha', 409);
          open = arqueoFixture({ montoInicial: (call.body as { montoInicial: number }).montoInicial });
          return okResponse(open, 'Caja abierta', 201);
        },
      });
      renderPage(<ArqueosPage />, { path: '/arqueos' });
      await userEvent.click(await screen.findByTestId('abrir-caja'));
      const dialog = await screen.findByTestId('abrir-arqueo-dialog');
      return { calls, dialog, input: within(dialog).getByLabelText(/Monto inicial/) };
    }

    it.each([
      ['20.000', 20000],
      ['1.234,50', 1234.5],
    ])('es-AR: %j opens the register with %d', async (text, value) => {
      const user = userEvent.setup();
      const { calls, input } = await openDialog();
      await user.type(input, `${text}{Enter}`);
      await screen.findByTestId('open-arqueo');
      expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ montoInicial: value });
    });

    it('says a letter is not a number, and sends nothing', async () => {
      const user = userEvent.setup();
      const { calls, dialog, input } = await openDialog();
      await user.type(input, '20.00O{Enter}');
      expect(await within(dialog).findByText('Escribí solo números, por ejemplo 1.234,50')).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    });

    it('a Chilean venue takes no decimals', async () => {
      setGeneralConfig({ locale: 'es-CL', currencyCode: 'CLP' });
      const user = userEvent.setup();
      // The fixture's audit is in pesos with centavos: only what is sent matters here.
      const { calls, dialog, input } = await openDialog({ opens: false });
      await user.type(input, '1.234,50{Enter}');
      expect(await within(dialog).findByText('Ingresá un número sin decimales')).toBeTruthy();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      await user.clear(input);
      await user.type(input, '20.000{Enter}');
      await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ montoInicial: 20000 }));
    });
  });

  it('shows why the server refused to open (one audit per date)', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /arqueos': () => okResponse({ abierto: null, cerrados: [], hoy: '2025-05-02', cerradoHoy: null }),
      'POST /arqueos': () => failResponse('Ya existe un arqueo para esta fecha', 409),
    });
    renderPage(<ArqueosPage />, { path: '/arqueos' });
    await user.click(await screen.findByTestId('abrir-caja'));
    const dialog = await screen.findByTestId('abrir-arqueo-dialog');
    await user.type(within(dialog).getByLabelText(/Monto inicial/), '100{Enter}');
    await waitFor(() => expect(within(dialog).getByTestId('form-error').textContent).toContain('Ya existe un arqueo para esta fecha'));
  });

  it("once today's audit is closed, says sales are over for the day and offers what can still be done", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /arqueos': () => okResponse({ abierto: null, cerrados: [closed(7, '2025-05-02', -150)], hoy: '2025-05-02', cerradoHoy: 7 } satisfies ArqueosResumen),
    });
    const { router } = renderPage(<ArqueosPage />, { path: '/arqueos' });
    const card = await screen.findByTestId('dia-cerrado');
    expect(card.textContent).toContain('La caja de hoy ya está cerrada');
    expect(card.textContent).toContain('02/05/2025');
    expect(screen.queryByTestId('abrir-caja')).toBeNull();
    expect(screen.queryByTestId('no-arqueo')).toBeNull();
    await user.keyboard('{F2}');
    expect(screen.queryByTestId('abrir-arqueo-dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(card).getByTestId('ver-cierre-hoy'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/arqueos/7/cierre'));
  });

  it("reopens today's closed register with a reason and a manager's PIN, and shows it open again", async () => {
    const user = userEvent.setup();
    let reopened = false;
    const calls = stubApi({
      'GET /arqueos': () =>
        okResponse(
          reopened
            ? ({ abierto: arqueoFixture({ id: 7 }), cerrados: [], hoy: '2025-05-02', cerradoHoy: null } satisfies ArqueosResumen)
            : ({ abierto: null, cerrados: [closed(7, '2025-05-02', -150)], hoy: '2025-05-02', cerradoHoy: 7 } satisfies ArqueosResumen),
        ),
      'POST /arqueos/:id/reabrir': (call) => {
        if (call.headers.get('x-aprobacion') !== 'tok')
          return failResponse('Reabrir la caja necesita la aprobación de un encargado', 403, { accion: 'reabrir-caja', entidadId: 7 });
        reopened = true;
        return okResponse(arqueoFixture({ id: 7 }), 'Caja reabierta');
      },
      'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
      'POST /aprobaciones': () =>
        okResponse({ token: 'tok', accion: 'reabrir-caja', entidadId: 7, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() }, 'Aprobado', 201),
    });
    renderPage(<ArqueosPage />, { path: '/arqueos' });
    const card = await screen.findByTestId('dia-cerrado');
    await user.click(within(card).getByTestId('reabrir-caja'));
    const dialog = await screen.findByTestId('reabrir-arqueo-dialog');
    await user.click(within(dialog).getByTestId('confirm-reabrir'));
    expect(await within(dialog).findByText('El motivo es obligatorio para reabrir la caja')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Faltó cobrar una mesa');
    await user.click(within(dialog).getByTestId('confirm-reabrir'));
    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByRole('textbox', { name: /Motivo/ })).toHaveProperty('value', 'Faltó cobrar una mesa');
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '2468');
    await user.click(within(approval).getByTestId('manager-approval-submit'));
    expect(await screen.findByTestId('go-cierre')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/arqueos/7/reabrir');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toMatchObject({ motivo: 'Faltó cobrar una mesa' });
    expect(calls.find((c) => c.path === '/aprobaciones')?.body).toMatchObject({ accion: 'reabrir-caja', entidadId: 7, usuarioId: 1, pin: '2468', motivo: 'Faltó cobrar una mesa' });
  });

  it('goes to the closing screen with F4', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /arqueos': () => okResponse({ abierto: arqueoFixture({ id: 44 }), cerrados: [], hoy: '2025-05-02', cerradoHoy: null }) });
    const { router } = renderPage(<ArqueosPage />, { path: '/arqueos' });
    await screen.findByTestId('open-arqueo');
    await user.keyboard('{F4}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/arqueos/44/cierre'));
  });
});

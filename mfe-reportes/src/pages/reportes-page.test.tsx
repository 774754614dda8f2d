import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cierreZDocumentoSchema, cierreZSchema, cierresZListSchema, explicacionArqueoSchema } from '@resto/shared/contracts';
import { failResponse, okResponse, renderPage, stubApi, signInWith } from '@resto/shared/sales-ui/testing';
import { dashboardFixture, reporteArqueosFixture, reporteProductosFixture, reporteVentasFixture } from '../test/fixtures';
import MReportesPage from './m-reportes-page';
import ReportesPage from './reportes-page';
import TReportesPage from './t-reportes-page';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

// Whole report pages typed into by user-event: on a busy 2-core machine some take over 20 s.
describe('/reportes', { timeout: 90_000 }, () => {
  it('opens on sales of the last 30 days: totals, by payment method and currency, with the filters sent', async () => {
    await signInWith(['reportes.ver']);
    const calls = stubApi({
      'GET /reportes/ventas': () => okResponse(reporteVentasFixture()),
      'GET /medios-de-pago': () =>
        okResponse([
          { id: 1, nombre: 'Efectivo' },
          { id: 2, nombre: 'Tarjeta de crédito' },
        ]),
    });
    const user = userEvent.setup();
    renderPage(<ReportesPage />, { path: '/reportes' });
    const total = await screen.findByTestId('kpi-total-valor');
    expect(plain(total.textContent)).toBe('$ 3,46M');
    expect(plain(total.getAttribute('title'))).toBe('$ 3.456.789,50');
    const medios = screen.getByTestId('tabla-medios');
    expect(plain(within(medios).getByText('Tarjeta de crédito').closest('tr')?.textContent)).toContain('$ 1.468.789,50');
    expect(plain(screen.getByTestId('tabla-monedas').textContent)).toContain('US$ 100,00');
    expect(calls.find((c) => c.path === '/reportes/ventas')!.query.get('rango')).toBe('30');

    await user.click(screen.getByTestId('rango-hoy'));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/reportes/ventas')
          .at(-1)!
          .query.get('rango'),
      ).toBe('hoy'),
    );
    await waitFor(() => expect(screen.getByTestId('filtro-medio').querySelectorAll('option')).toHaveLength(3));
    await user.selectOptions(screen.getByTestId('filtro-medio'), '2');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/reportes/ventas')
          .at(-1)!
          .query.get('medioPagoId'),
      ).toBe('2'),
    );
  });

  it("names the voids of Z-closed days apart, as the day's adjustment", async () => {
    await signInWith(['reportes.ver']);
    stubApi({ 'GET /reportes/ventas': () => okResponse(reporteVentasFixture({ anulacionesDiasCerrados: { ventas: 1, total: -5_000 } })) });
    renderPage(<ReportesPage />, { path: '/reportes' });
    const ajuste = await screen.findByTestId('anulaciones-dias-cerrados');
    expect(plain(ajuste.textContent)).toBe('Anulaciones de días cerrados (1): -$ 5.000,00');
  });

  it('shows products with margin and ABC, and audits with their difference, tab by tab', async () => {
    await signInWith(['reportes.ver']);
    stubApi({
      'GET /reportes/ventas': () => okResponse(reporteVentasFixture()),
      'GET /reportes/productos': () => okResponse(reporteProductosFixture()),
      'GET /reportes/arqueos': () => okResponse(reporteArqueosFixture()),
      'GET /medios-de-pago': () => okResponse([]),
    });
    const user = userEvent.setup();
    renderPage(<ReportesPage />, { path: '/reportes' });
    await user.click(await screen.findByTestId('tab-productos'));
    // A whole report page renders in jsdom: on a busy machine it takes more than the default second.
    const productos = await screen.findByTestId('tabla-productos', {}, { timeout: 20_000 });
    const pizza = within(productos).getByText('Pizza muzzarella').closest('tr')!;
    expect(plain(pizza.textContent)).toContain('$ 260.000,00');
    expect(within(pizza).getByText('A')).toBeTruthy();
    expect(within(screen.getByTestId('tabla-stock-bajo')).getByText('Agua mineral')).toBeTruthy();
    await user.click(screen.getByTestId('tab-arqueos'));
    const arqueos = await screen.findByTestId('tabla-arqueos', {}, { timeout: 20_000 });
    expect(plain(arqueos.textContent)).toContain('-$ 500,50');
  });

  it('asks nothing and says so to a role without reportes.ver: no filters, no exports, no error', async () => {
    await signInWith(['ventas.tomar', 'productos.costos']);
    const calls = stubApi({});
    renderPage(<ReportesPage />, { path: '/reportes' });
    expect((await screen.findByTestId('sin-permiso')).textContent).toBe('No tenés permisos para acceder a esta sección.');
    expect(screen.queryByText('Exportar')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/reportes'))).toHaveLength(0);
  });

  it('explains a register difference with its likely causes and the amount each explains', async () => {
    await signInWith(['reportes.ver', 'caja.abrir-cerrar']);
    stubApi({
      'GET /reportes/arqueos': () => okResponse(reporteArqueosFixture()),
      'GET /reportes/arqueos/:id/explicacion': () =>
        okResponse(
          explicacionArqueoSchema.parse({
            arqueoId: 9,
            fecha: '2025-05-29',
            moneda: 'ARS',
            diferencia: -500.5,
            causas: [
              {
                codigo: 'EFECTIVO_QUE_ERA_TARJETA',
                descripcion: 'El pago en efectivo de la venta N° 41 pudo haber sido con tarjeta o transferencia',
                params: { numero: 41 },
                monto: -500.5,
                ventaId: 77,
                gastoId: null,
              },
            ],
          }),
        ),
    });
    const user = userEvent.setup();
    renderPage(<ReportesPage />, { path: '/reportes', url: '/reportes?tab=arqueos' });
    await user.click(await screen.findByTestId('explicar-9', {}, { timeout: 20_000 }));
    const explicacion = await screen.findByTestId('explicacion-9');
    expect(plain(explicacion.textContent)).toContain('Causas probables de la diferencia de -$ 500,50 (29/05/2025)');
    expect(plain(explicacion.textContent)).toContain('El pago en efectivo de la venta N° 41 pudo haber sido con tarjeta o transferencia — Explica -$ 500,50');
  });

  it('issues the Z close, shows it ready to print, and shows the refusal of a second one', async () => {
    await signInWith(['reportes.ver', 'caja.abrir-cerrar']);
    const issued = cierreZSchema.parse({
      id: 3,
      numero: 1,
      fecha: '2025-05-30',
      emitidoAt: '2025-05-30T23:00:00.000Z',
      usuario: { id: 3, nombre: 'Carla Gómez' },
      datos: {
        fecha: '2025-05-30',
        moneda: 'ARS',
        ventas: 2,
        total: 1000,
        subtotal: 1000,
        descuentos: 0,
        vuelto: 0,
        anuladas: 0,
        totalAnuladas: 0,
        porMedio: [],
        porMoneda: [],
        porDocumento: [],
        gastos: { cantidad: 0, pesos: 0, reales: 0, dolares: 0, totalLocal: 0 },
        caja: null,
      },
    });
    let emitted = false;
    const calls = stubApi({
      'GET /reportes/cierres-z': () =>
        okResponse(
          cierresZListSchema.parse({
            items: emitted ? [{ id: 3, numero: 1, fecha: '2025-05-30', emitidoAt: issued.emitidoAt, usuario: issued.usuario, total: 1000, ventas: 2 }] : [],
          }),
        ),
      'POST /reportes/cierres-z': () => {
        if (emitted) return failResponse('El cierre Z del 30/05/2025 ya fue emitido (N° 1): podés reimprimirlo, pero no emitirlo de nuevo', 409);
        emitted = true;
        return okResponse(issued, 'Cierre Z N° 1 emitido', 201);
      },
      'GET /reportes/cierres-z/:id/imprimir': (call) =>
        okResponse(cierreZDocumentoSchema.parse({ id: 3, numero: 1, formato: call.query.get('formato'), html: '<p>CIERRE Z N° 1</p>' })),
      'GET /reportes/cierres-z/previa': () => okResponse(issued.datos),
    });
    const user = userEvent.setup();
    renderPage(<ReportesPage />, { path: '/reportes', url: '/reportes?tab=cierreZ' });
    expect(await screen.findByText('Todavía no se emitió ningún cierre Z')).toBeTruthy();
    await user.click(screen.getByTestId('emitir-cierre-z'));
    // Issued only once confirmed: the dialog shows the day and its total first.
    const confirm = await screen.findByTestId('cierre-z-confirmar');
    expect(confirm.textContent).toContain(issued.datos.fecha.split('-').reverse().join('/'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByTestId('cierre-z-confirmar-emitir'));
    expect((await screen.findByTestId('cierre-z-frame')).getAttribute('srcdoc')).toContain('CIERRE Z N° 1');
    expect(calls.find((c) => c.path === '/reportes/cierres-z/3/imprimir')!.query.get('formato')).toBe('ticket');
    expect(await screen.findByTestId('tabla-cierres-z')).toBeTruthy();
    await user.click(screen.getByTestId('emitir-cierre-z'));
    await user.click(within(await screen.findByTestId('cierre-z-confirmar')).getByTestId('cierre-z-confirmar-emitir'));
    // Notifications show one at a time: the refusal comes once the success notice closes (6 s).
    expect(await screen.findByText('El cierre Z del 30/05/2025 ya fue emitido (N° 1): podés reimprimirlo, pero no emitirlo de nuevo', {}, { timeout: 9000 })).toBeTruthy();
  });
});

describe('/t/reportes and /m/reportes', () => {
  it.each([
    ['tablet', TReportesPage, 't-reportes-page', '7'],
    ['phone', MReportesPage, 'm-reportes-page', 'hoy'],
  ] as const)('the %s shows the same figures: today and the sales of its default range', async (_device, Page, testId, rango) => {
    await signInWith(['reportes.ver']);
    const calls = stubApi({
      'GET /reportes/dashboard': () => okResponse(dashboardFixture()),
      'GET /reportes/ventas': () => okResponse(reporteVentasFixture()),
    });
    renderPage(<Page />, { path: '/x' });
    expect(await screen.findByTestId(testId)).toBeTruthy();
    expect(plain((await screen.findByTestId('kpi-hoy-valor')).textContent)).toBe('$ 1,23M');
    expect(plain((await screen.findByTestId('kpi-total-valor')).textContent)).toBe('$ 3,46M');
    expect(calls.find((c) => c.path === '/reportes/ventas')!.query.get('rango')).toBe(rango);
    // Phones keep to the figures; tablets and desktops also link to the detail screens.
    expect(screen.queryByTestId('dashboard-links') === null).toBe(testId === 'm-reportes-page');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cierreZSchema, type CerrarArqueo } from '@resto/shared/contracts';
import { failResponse, okResponse, renderPage, stubApi, signInAsAdmin, signInWith } from '@resto/shared/sales-ui/testing';
import { setGeneralConfig } from '@resto/shared/session';
import { arqueoFixture } from '../test/fixtures';
import ArqueoCierrePage from './arqueo-cierre-page';

/** Who may approve (GET /aprobaciones/autorizantes): the manager picks themselves from the list. */
const AUTORIZANTES = [
  { id: 1, nombre: 'Admin' },
  { id: 2, nombre: 'Encargado de turno' },
];

const PATH = '/arqueos/:id/cierre';

describe('/arqueos/:id/cierre', () => {
  beforeEach(signInAsAdmin);

  it('tells someone without caja.abrir-cerrar so instead of showing the closing count', async () => {
    await signInWith(['ventas.tomar', 'ventas.vender'], 'empleado');
    const calls = stubApi({});
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    expect((await screen.findByTestId('sin-permiso')).textContent).toContain('No tenés permisos para acceder a esta sección.');
    expect(screen.queryByRole('button', { name: /Cerrar caja/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("names the session's till when the venue has several, and only the date with one", async () => {
    stubApi({ 'GET /arqueos/:id': () => okResponse(arqueoFixture({ caja: { id: 2, nombre: 'Barra' } })) });
    setGeneralConfig({ variasCajas: true });
    const several = renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    expect((await screen.findByTestId('cierre-subtitle')).textContent).toBe('Cierre de caja Barra del 02/05/2025');
    several.unmount();

    setGeneralConfig({ variasCajas: false });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    expect((await screen.findByTestId('cierre-subtitle')).textContent).toBe('Cierre de caja del 02/05/2025');
  });

  it('compares what is counted with what is expected, per currency, as it is typed', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /arqueos/:id': () => okResponse(arqueoFixture()) });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });

    expect((await screen.findByTestId('page-title')).textContent).toBe('Cierre de arqueo');
    expect((await screen.findByTestId('cierre-subtitle')).textContent).toBe('Cierre de caja del 02/05/2025');
    expect(screen.getByTestId('expected-ARS').textContent).toMatch(/31\.500,50/);
    expect(screen.getByTestId('expected-USD').textContent).toMatch(/20,00/);
    expect(screen.getByTestId('difference-ARS').textContent).toBe('—');
    expect(screen.getByTestId('difference-USD').textContent).toBe('—');

    await user.type(screen.getByLabelText('Contado en ARS'), '31400');
    expect(screen.getByTestId('difference-ARS').textContent).toMatch(/Faltante \$\s?100,50/);
    await user.type(screen.getByLabelText('Contado en USD'), '25');
    expect(screen.getByTestId('difference-USD').textContent).toMatch(/Sobrante/);
    await user.clear(screen.getByLabelText('Contado en USD'));
    await user.type(screen.getByLabelText('Contado en USD'), '20');
    expect(screen.getByTestId('difference-USD').textContent).toBe('Sin diferencia');

    // The count as the venue writes it: '.' groups thousands, ',' marks the decimals.
    await user.clear(screen.getByLabelText('Contado en ARS'));
    await user.type(screen.getByLabelText('Contado en ARS'), '31.500,50');
    expect(screen.getByTestId('difference-ARS').textContent).toBe('Sin diferencia');
    await user.clear(screen.getByLabelText('Contado en ARS'));
    await user.type(screen.getByLabelText('Contado en ARS'), '30.000');
    expect(screen.getByTestId('difference-ARS').textContent).toMatch(/Faltante \$\s?1\.500,50/);
  });

  it('closes with counts typed as 31.400 and says what is wrong with a letter', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /arqueos/:id': () => okResponse(arqueoFixture()),
      'POST /arqueos/:id/cerrar': () =>
        okResponse(arqueoFixture({ estado: 'cerrado', tipo: 'cierre', totalReal: 31400, diferencia: -100.5, horaCierre: '23:00', cerradoAt: 'x' }), 'Caja cerrada'),
    });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    await user.type(await screen.findByLabelText('Contado en ARS'), '31.400');
    await user.type(screen.getByLabelText('Contado en USD'), '2O');
    await user.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Conteo');
    await user.click(screen.getByTestId('confirm-cierre'));
    expect(await screen.findByText('Escribí solo números, por ejemplo 1.234,50')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(screen.getByLabelText('Contado en USD'));
    await user.type(screen.getByLabelText('Contado en USD'), '20,5');
    await user.click(screen.getByTestId('confirm-cierre'));
    // The count does not match: nothing is sent until the cashier confirms the differences.
    const confirm = await screen.findByTestId('confirm-diferencia');
    expect(confirm.textContent).toMatch(/Faltante \$\s?100,50/);
    expect(confirm.textContent).toMatch(/Sobrante US\$\s?0,50|Sobrante\s+US\$/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByTestId('confirm-diferencia-si'));
    await screen.findByTestId('closed-arqueo');
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      totalReal: 31400,
      monedasExtranjeras: [
        { moneda: 'USD', monto: 20.5 },
        { moneda: 'BRL', monto: 0 },
      ],
    });
  });

  it('requires the observations, then closes with the count and shows the result', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /arqueos/:id': () => okResponse(arqueoFixture()),
      'POST /arqueos/:id/cerrar': (call) => {
        const body = call.body as CerrarArqueo;
        return okResponse(
          arqueoFixture({
            estado: 'cerrado',
            tipo: 'cierre',
            totalReal: body.totalReal,
            diferencia: -100.5,
            observaciones: body.observaciones,
            cerradoAt: '2025-05-03T02:00:00.000Z',
            horaCierre: '23:00',
            usuarioCierre: { id: 4, nombre: 'Cajero Demo' },
            monedas: [{ moneda: 'USD', esperado: 20, contado: 20, diferencia: 0, descripcion: null }],
          }),
          'Caja cerrada',
        );
      },
    });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    await user.type(await screen.findByLabelText('Contado en ARS'), '31400');
    await user.type(screen.getByLabelText('Contado en USD'), '20');
    await user.click(screen.getByTestId('confirm-cierre'));
    expect(await screen.findByText('Las observaciones son obligatorias para cerrar la caja')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Faltan monedas de cambio');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await user.click(await screen.findByTestId('confirm-diferencia-si'));
    const summary = await screen.findByTestId('closed-arqueo');
    expect(within(summary).getByTestId('closed-difference-ARS').textContent).toMatch(/Faltante \$\s?100,50/);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/arqueos/12/cerrar');
    expect(post.body).toMatchObject({
      totalReal: 31400,
      observaciones: 'Faltan monedas de cambio',
      monedasExtranjeras: [
        { moneda: 'USD', monto: 20 },
        { moneda: 'BRL', monto: 0 },
      ],
    });
  });

  it('asks before closing with a difference; counting again sends nothing, a matching count closes at once', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /arqueos/:id': () => okResponse(arqueoFixture()),
      'POST /arqueos/:id/cerrar': () =>
        okResponse(arqueoFixture({ estado: 'cerrado', tipo: 'cierre', totalReal: 31500.5, diferencia: 0, horaCierre: '23:00', cerradoAt: 'x' }), 'Caja cerrada'),
    });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    await user.type(await screen.findByLabelText('Contado en ARS'), '31.000');
    await user.type(screen.getByLabelText('Contado en USD'), '20');
    await user.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Conteo');
    await user.click(screen.getByTestId('confirm-cierre'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('El conteo no coincide con lo esperado');
    expect(confirm.textContent).toMatch(/ARS\s*Faltante \$\s?500,50/);
    expect(confirm.textContent).not.toContain('USD');
    await user.click(within(confirm).getByTestId('recontar'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('Contado en ARS'));
    await user.type(screen.getByLabelText('Contado en ARS'), '31.500,50');
    await user.click(screen.getByTestId('confirm-cierre'));
    await screen.findByTestId('closed-arqueo');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("asks a manager's PIN to close a register someone else opened, and closes with the token and the same count", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /arqueos/:id': () => okResponse(arqueoFixture()),
      'POST /arqueos/:id/cerrar': (call) =>
        call.headers.get('x-aprobacion') === 'tok'
          ? okResponse(arqueoFixture({ estado: 'cerrado', tipo: 'cierre', totalReal: 31500.5, diferencia: 0, horaCierre: '23:00', cerradoAt: 'x' }), 'Caja cerrada')
          : failResponse('La caja la abrió Cajero Demo: cerrarla necesita la aprobación de un encargado', 403, { accion: 'cerrar-caja-ajena', entidadId: 12 }),
      'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
      'POST /aprobaciones': () =>
        okResponse({ token: 'tok', accion: 'cerrar-caja-ajena', entidadId: 12, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() }, 'Aprobado', 201),
    });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    await user.type(await screen.findByLabelText('Contado en ARS'), '31.500,50');
    await user.type(screen.getByLabelText('Contado en USD'), '20');
    await user.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Conteo');
    await user.click(screen.getByTestId('confirm-cierre'));
    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByTestId('manager-approval-reason').textContent).toBe('La caja la abrió Cajero Demo: cerrarla necesita la aprobación de un encargado');
    expect(screen.queryByTestId('form-error')).toBeNull();
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '2468');
    await user.type(within(approval).getByRole('textbox', { name: /Motivo/ }), 'Cierra el turno noche');
    await user.click(within(approval).getByTestId('manager-approval-submit'));
    await screen.findByTestId('closed-arqueo');
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/arqueos/12/cerrar');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toMatchObject({ totalReal: 31500.5, observaciones: 'Conteo' });
    expect(calls.find((c) => c.path === '/aprobaciones')?.body).toMatchObject({ accion: 'cerrar-caja-ajena', usuarioId: 1, entidadId: 12 });
  });

  it('shows a closed audit read-only', async () => {
    stubApi({
      'GET /arqueos/:id': () =>
        okResponse(arqueoFixture({ estado: 'cerrado', tipo: 'cierre', totalReal: 31500.5, diferencia: 0, observaciones: 'Todo bien', horaCierre: '23:10', cerradoAt: 'x' })),
    });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    const summary = await screen.findByTestId('closed-arqueo');
    expect(summary.textContent).toContain('Todo bien');
    expect(screen.queryByTestId('cierre-form')).toBeNull();
  });

  const DATOS_Z = {
    fecha: '2025-05-02',
    moneda: 'ARS',
    ventas: 3,
    total: 31500.5,
    subtotal: 31500.5,
    descuentos: 0,
    vuelto: 0,
    anuladas: 0,
    totalAnuladas: 0,
    porMedio: [],
    porMoneda: [],
    porDocumento: [],
    gastos: { cantidad: 0, pesos: 0, reales: 0, dolares: 0, totalLocal: 0 },
    caja: null,
  };

  it("issues the day's Z close right on the closed register's screen once confirmed and prints it at the register", async () => {
    const user = userEvent.setup();
    const issued: unknown[] = [];
    const printed: string[] = [];
    stubApi({
      'GET /arqueos/:id': () => okResponse(arqueoFixture({ estado: 'cerrado', tipo: 'cierre', totalReal: 31500.5, diferencia: 0, horaCierre: '23:10', cerradoAt: 'x' })),
      'POST /reportes/cierres-z': (call) => {
        issued.push(call.body);
        return okResponse(
          cierreZSchema.parse({
            id: 4,
            numero: 17,
            fecha: '2025-05-02',
            emitidoAt: '2025-05-02T23:15:00.000Z',
            usuario: { id: 1, nombre: 'Carla' },
            datos: DATOS_Z,
          }),
          'Cierre Z N° 17 emitido',
        );
      },
      'POST /impresion/cierres-z/:id': (call) => {
        printed.push(call.path);
        return okResponse({ id: 9 });
      },
      'GET /reportes/cierres-z/previa': () => okResponse({ ...DATOS_Z, ventas: 3, total: 31500.5 }),
    });
    renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    const card = await screen.findByTestId('cierre-z-card');
    await user.click(within(card).getByTestId('cierre-z-emitir'));
    // Issued only once confirmed: the dialog shows the day and its total first.
    const confirm = await screen.findByTestId('cierre-z-confirmar');
    expect(confirm.textContent).toContain('02/05/2025');
    expect(within(confirm).getByTestId('cierre-z-total').textContent).toMatch(/31\.500,50/);
    expect(issued).toEqual([]);
    await user.click(within(confirm).getByTestId('cierre-z-confirmar-emitir'));
    expect((await within(card).findByTestId('cierre-z-numero')).textContent).toBe('Cierre Z N° 17');
    expect(issued).toEqual([{ fecha: '2025-05-02' }]);
    await user.click(within(card).getByTestId('cierre-z-imprimir'));
    await waitFor(() => expect(printed).toEqual(['/impresion/cierres-z/4']));
  });

  it('goes back to /arqueos with Esc', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /arqueos/:id': () => okResponse(arqueoFixture()) });
    const { router } = renderPage(<ArqueoCierrePage />, { path: PATH, url: '/arqueos/12/cierre' });
    await screen.findByTestId('cierre-form');
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/arqueos'));
  });
});

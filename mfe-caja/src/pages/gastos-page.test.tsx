import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Gasto, GastoBody, GastosList } from '@resto/shared/contracts';
import { failResponse, okResponse, renderPage, stubApi, signInAsAdmin, signInWith } from '@resto/shared/sales-ui/testing';
import GastosPage from './gastos-page';

/** Who may approve (GET /aprobaciones/autorizantes): the manager picks themselves from the list. */
const AUTORIZANTES = [
  { id: 1, nombre: 'Admin' },
  { id: 2, nombre: 'Encargado de turno' },
];

function gasto(overrides: Partial<Gasto> = {}): Gasto {
  return {
    id: 1,
    categoria: 'Proveedores',
    descripcion: 'Verdulería',
    notas: null,
    pagadoPor: 'Cajero Demo',
    montoPesos: 4500,
    montoReales: 0,
    montoDolares: 0,
    desdeCaja: true,
    arqueoId: 12,
    fecha: '2025-05-02',
    hora: '10:15',
    createdAt: '2025-05-02T13:15:00.000Z',
    usuario: { id: 4, nombre: 'Cajero Demo' },
    ...overrides,
  };
}

const list = (items: Gasto[]): GastosList => ({
  items,
  totales: {
    montoPesos: items.reduce((s, g) => s + g.montoPesos, 0),
    montoReales: items.reduce((s, g) => s + g.montoReales, 0),
    montoDolares: items.reduce((s, g) => s + g.montoDolares, 0),
  },
});

describe('/gastos', () => {
  beforeEach(signInAsAdmin);

  it('tells someone without gastos.registrar so, and offers no expense form nor asks the api', async () => {
    await signInWith(['ventas.tomar', 'mesas.atender', 'pedidos.cocina'], 'mozo');
    const calls = stubApi({ 'GET /gastos': () => okResponse(list([gasto()])) });
    renderPage(<GastosPage />, { path: '/gastos' });
    expect((await screen.findByTestId('sin-permiso')).textContent).toContain('No tenés permisos para acceder a esta sección.');
    expect(screen.getByRole('heading', { name: 'Gastos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Nuevo gasto/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("lists today's expenses with their totals", async () => {
    const calls = stubApi({ 'GET /gastos': () => okResponse(list([gasto(), gasto({ id: 2, descripcion: 'Gas', montoPesos: 1200.5, desdeCaja: false })])) });
    renderPage(<GastosPage />, { path: '/gastos' });
    const table = await screen.findByTestId('gastos-table');
    expect(within(table).getByText('Verdulería')).toBeTruthy();
    expect(screen.getByTestId('total-pesos').textContent).toMatch(/5\.700,50/);
    const query = calls[0]!.query;
    expect(query.get('fechaDesde')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('fechaHasta')).toBe(query.get('fechaDesde'));
  });

  it('writes every currency with its own sign in the venue locale: R$ and US$ beside $', async () => {
    stubApi({ 'GET /gastos': () => okResponse(list([gasto({ montoReales: 150.25, montoDolares: 20 })])) });
    renderPage(<GastosPage />, { path: '/gastos' });
    const table = await screen.findByTestId('gastos-table');
    const text = (table.textContent ?? '').replace(/\u00a0|\u202f/g, ' ');
    expect(text).toContain('$ 4.500,00');
    expect(text).toContain('R$ 150,25');
    expect(text).toContain('US$ 20,00');
    expect(text).not.toMatch(/BRL|USD/);
  });

  it('refuses an inverted date range without asking the server', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /gastos': () => okResponse(list([])) });
    renderPage(<GastosPage />, { path: '/gastos' });
    await screen.findByText('No hay gastos en estas fechas.');
    const desde = screen.getByLabelText('Desde');
    await user.clear(desde);
    // Typed as the venue writes dates (es-AR: dd/mm/yyyy), whatever the browser's language.
    await user.type(desde, '01/01/2099{Enter}');
    expect((await screen.findByText('El rango de fechas no es válido')).getAttribute('role')).toBe('alert');
    // The date picker writes its text back a render after the value settles.
    await waitFor(() => expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe('01/01/2099'));
    expect(calls.every((c) => c.query.get('fechaDesde') !== '2099-01-01')).toBe(true);
  });

  it('records an expense: needs category, description and at least one amount', async () => {
    const user = userEvent.setup();
    const saved: GastoBody[] = [];
    const calls = stubApi({
      'GET /gastos': () => okResponse(list(saved.map((g, i) => gasto({ id: i + 1, descripcion: g.descripcion })))),
      'POST /gastos': (call) => {
        saved.push(call.body as GastoBody);
        return okResponse(gasto(), 'Gasto registrado', 201);
      },
    });
    renderPage(<GastosPage />, { path: '/gastos' });
    await screen.findByText('No hay gastos en estas fechas.');

    await user.keyboard('{F2}');
    const dialog = await screen.findByTestId('gasto-dialog');
    await user.click(within(dialog).getByTestId('save-gasto'));
    expect(await within(dialog).findByText('La categoría es obligatoria')).toBeTruthy();
    expect(within(dialog).getByText('La descripción es obligatoria')).toBeTruthy();

    await user.type(within(dialog).getByRole('combobox', { name: /Categoría/ }), 'Limpieza');
    await user.type(within(dialog).getByRole('textbox', { name: /Descripción/ }), 'Lavandina');
    const pagadoPor = within(dialog).getByRole('textbox', { name: /Pagado por/ });
    // Pre-filled with the signed-in user's name; someone else paid this one.
    expect((pagadoPor as HTMLInputElement).value).toBe('Carla Gómez');
    await user.clear(pagadoPor);
    await user.type(pagadoPor, 'Marta');
    await user.click(within(dialog).getByTestId('save-gasto'));
    expect((await within(dialog).findByTestId('amounts-error')).textContent).toBe('Ingresá al menos un monto mayor a 0 (pesos, reales o dólares)');
    expect(saved).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Dólares' }), '12,5');
    await user.click(within(dialog).getByTestId('save-gasto'));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ categoria: 'Limpieza', descripcion: 'Lavandina', pagadoPor: 'Marta', montoPesos: 0, montoReales: 0, montoDolares: 12.5, desdeCaja: true });
    await waitFor(() => expect(screen.queryByTestId('gasto-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1);
  });

  it('takes amounts as the venue writes them (20.000, 1.234,50) and says what is wrong with a negative', async () => {
    const user = userEvent.setup();
    const saved: GastoBody[] = [];
    stubApi({
      'GET /gastos': () => okResponse(list([])),
      'POST /gastos': (call) => {
        saved.push(call.body as GastoBody);
        return okResponse(gasto(), 'Gasto registrado', 201);
      },
    });
    renderPage(<GastosPage />, { path: '/gastos' });
    await user.click(await screen.findByTestId('nuevo-gasto'));
    const dialog = await screen.findByTestId('gasto-dialog');
    // The inputs carry the server's limits.
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Descripción/ })
        .getAttribute('maxlength'),
    ).toBe('200');
    expect(
      within(dialog)
        .getByRole('combobox', { name: /Categoría/ })
        .getAttribute('maxlength'),
    ).toBe('60');
    await user.type(within(dialog).getByRole('combobox', { name: /Categoría/ }), 'Otros');
    await user.type(within(dialog).getByRole('textbox', { name: /Descripción/ }), 'Hielo');
    const pagadoPor = within(dialog).getByRole('textbox', { name: /Pagado por/ });
    // Pre-filled with the signed-in user's name; someone else paid this one.
    expect((pagadoPor as HTMLInputElement).value).toBe('Carla Gómez');
    await user.clear(pagadoPor);
    await user.type(pagadoPor, 'Marta');
    await user.type(within(dialog).getByRole('textbox', { name: 'Pesos' }), '20.000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reales' }), '-5');
    await user.click(within(dialog).getByTestId('save-gasto'));
    expect(await within(dialog).findByText('El número no puede ser negativo')).toBeTruthy();
    expect(saved).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Reales' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reales' }), '1.234,50');
    await user.click(within(dialog).getByTestId('save-gasto'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ montoPesos: 20000, montoReales: 1234.5, montoDolares: 0 });
  });

  it("shows the server's refusal (no open register to pay from)", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /gastos': () => okResponse(list([])),
      'POST /gastos': () => failResponse('No hay una caja abierta para pagar el gasto', 409),
    });
    renderPage(<GastosPage />, { path: '/gastos' });
    await user.click(await screen.findByTestId('nuevo-gasto'));
    const dialog = await screen.findByTestId('gasto-dialog');
    await user.type(within(dialog).getByRole('combobox', { name: /Categoría/ }), 'Otros');
    await user.type(within(dialog).getByRole('textbox', { name: /Descripción/ }), 'Hielo');
    const pagadoPor = within(dialog).getByRole('textbox', { name: /Pagado por/ });
    // Pre-filled with the signed-in user's name; someone else paid this one.
    expect((pagadoPor as HTMLInputElement).value).toBe('Carla Gómez');
    await user.clear(pagadoPor);
    await user.type(pagadoPor, 'Marta');
    await user.type(within(dialog).getByRole('textbox', { name: 'Pesos' }), '800');
    await user.click(within(dialog).getByTestId('save-gasto'));
    expect((await within(dialog).findByTestId('form-error')).textContent).toContain('No hay una caja abierta para pagar el gasto');
  });

  it("asks a manager's PIN for an expense above the venue's limit and records it with the token", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const calls = stubApi({
      'GET /gastos': () => okResponse(list([])),
      'POST /gastos': (call) => {
        attempts += 1;
        if (!call.headers.get('x-aprobacion')) {
          return failResponse('El gasto supera el límite de $ 50.000,00 para pagar desde la caja: necesita la aprobación de un encargado', 403, {
            accion: 'gasto-sobre-limite',
            entidadId: null,
          });
        }
        return okResponse(gasto({ montoPesos: 80_000 }), 'Gasto registrado', 201);
      },
      'GET /aprobaciones/autorizantes': () => okResponse(AUTORIZANTES),
      'POST /aprobaciones': () =>
        okResponse({ token: 'tok', accion: 'gasto-sobre-limite', entidadId: null, aprobadoPor: { id: 1, nombre: 'Admin' }, expiraEn: new Date().toISOString() }, 'Aprobado', 201),
    });
    renderPage(<GastosPage />, { path: '/gastos' });
    await user.click(await screen.findByTestId('nuevo-gasto'));
    const dialog = await screen.findByTestId('gasto-dialog');
    await user.type(within(dialog).getByRole('combobox', { name: /Categoría/ }), 'Proveedores');
    await user.type(within(dialog).getByRole('textbox', { name: /Descripción/ }), 'Bebidas');
    await user.type(within(dialog).getByRole('textbox', { name: 'Pesos' }), '80000');
    await user.click(within(dialog).getByTestId('save-gasto'));
    const approval = await screen.findByTestId('manager-approval-dialog');
    expect(within(approval).getByTestId('manager-approval-reason').textContent).toContain('supera el límite');
    await user.click(await within(approval).findByRole('radio', { name: 'Admin' }));
    await user.type(within(approval).getByLabelText(/PIN del encargado/), '2468');
    await user.type(within(approval).getByRole('textbox', { name: /Motivo/ }), 'Pago al proveedor');
    await user.click(within(approval).getByTestId('manager-approval-submit'));
    await waitFor(() => expect(attempts).toBe(2));
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/gastos');
    expect(posts[1]!.headers.get('x-aprobacion')).toBe('tok');
    expect(posts[1]!.body).toMatchObject({ montoPesos: 80_000, descripcion: 'Bebidas' });
    expect(calls.find((c) => c.path === '/aprobaciones')?.body).toMatchObject({ accion: 'gasto-sobre-limite', usuarioId: 1, entidadId: null, pin: '2468' });
  });

  it('deletes an expense after confirming', async () => {
    const user = userEvent.setup();
    let items = [gasto()];
    const calls = stubApi({
      'GET /gastos': () => okResponse(list(items)),
      'DELETE /gastos/:id': () => {
        items = [];
        return okResponse(undefined, 'Gasto eliminado');
      },
    });
    renderPage(<GastosPage />, { path: '/gastos' });
    const row = await screen.findByTestId('gasto-1');
    await user.click(within(row).getByRole('button', { name: 'Eliminar gasto' }));
    await user.click(await screen.findByTestId('confirm-delete-gasto'));
    await screen.findByText('No hay gastos en estas fechas.');
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe('/gastos/1');
    expect((del.body as { clientMutationId: string }).clientMutationId).toBeTruthy();
  });

  it('a save the server never got says it could not be reached and nothing was saved', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /gastos': () => okResponse(list([])), 'POST /gastos': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderPage(<GastosPage />, { path: '/gastos' });
    await user.click(await screen.findByTestId('nuevo-gasto'));
    const dialog = await screen.findByTestId('gasto-dialog');
    await user.type(within(dialog).getByRole('combobox', { name: /Categoría/ }), 'Otros');
    await user.type(within(dialog).getByRole('textbox', { name: /Descripción/ }), 'Hielo');
    await user.type(within(dialog).getByRole('textbox', { name: 'Pesos' }), '2.000');
    await user.click(within(dialog).getByTestId('save-gasto'));
    expect((await within(dialog).findByTestId('form-error')).textContent).toBe('No se puede conectar con el servidor: no se guardó nada. Revisá la conexión y volvé a intentar.');
  });
});

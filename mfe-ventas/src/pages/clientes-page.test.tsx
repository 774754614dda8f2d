import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Cliente, ClienteCreate, CuentaCorriente, PagoCuenta } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { failResponse, okResponse, renderPage, signInAsAdmin, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { MEDIOS, TIPOS } from '../test/fixtures';
import ClientesPage from './clientes-page';

function cliente(overrides: Partial<Cliente> = {}): Cliente {
  return {
    id: 1,
    nombre: 'María González',
    email: 'maria@example.com',
    telefono: '+5493415551234',
    direccion: 'San Martín',
    numero: '1200',
    departamento: '3B',
    ciudad: 'Rosario',
    provincia: 'Santa Fe',
    cuit: null,
    descuento: 10,
    cuentaCorriente: false,
    activo: true,
    comentario: null,
    saldo: 0,
    ...overrides,
  };
}

/** What the payment form says of an amount left blank. */
const EMPTY_AMOUNT = 'El monto del pago debe ser mayor a 0';

async function fill(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('/clientes', () => {
  // A manager (who opens accounts) unless a test signs in as someone else.
  beforeEach(() => signInAsAdmin());

  it('lists and searches customers', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /clientes': (call) => okResponse({ items: call.query.get('q') ? [] : [cliente()], total: call.query.get('q') ? 0 : 1 }) });
    renderPage(<ClientesPage />, { path: '/clientes' });
    const table = await screen.findByTestId('clientes-table');
    expect(table.textContent).toContain('María González');
    expect(table.textContent).toContain('10%');
    await user.type(screen.getByTestId('clientes-search'), 'zzz');
    expect(await screen.findByText('No hay clientes que coincidan.')).toBeTruthy();
    expect(calls.at(-1)!.query.get('q')).toBe('zzz');
  });

  it('opens an account with its credit limit, and saves a look-alike only once the user confirms it is someone else', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const sent: ClienteCreate[] = [];
    const pepe = cliente({ id: 7, nombre: 'Bodegón Don Pepe SRL' });
    stubApi({
      'GET /clientes': () => okResponse({ items: [pepe, cliente({ id: 8, nombre: 'Bodegón Don Pepe SRL', parecidoA: { id: 7, nombre: 'Bodegón Don Pepe SRL' } })], total: 2 }),
      'POST /clientes': (call) => {
        const body = call.body as ClienteCreate;
        sent.push(body);
        if (!body.confirmarDuplicado)
          return failResponse("Ya existe un cliente parecido: 'Bodegón Don Pepe SRL' (n.º 7). Si es otra persona, confirmá que querés guardarlo igual", 409, { clienteId: 7 });
        return okResponse(cliente({ id: 9, nombre: body.nombre }), 'Cliente creado', 201);
      },
    });
    renderPage(<ClientesPage />, { path: '/clientes' });
    const table = await screen.findByTestId('clientes-table');
    expect(
      within(table)
        .getAllByTestId('cliente-parecido')
        .map((b) => b.textContent),
    ).toEqual(['Posible duplicado de Bodegón Don Pepe SRL']);

    await user.keyboard('{F8}');
    const dialog = await screen.findByTestId('cliente-dialog');
    await fill(dialog, user, { Nombre: 'Bodegon Don Pepe', Teléfono: '351 555-1234', Dirección: 'Belgrano', Departamento: '1', Ciudad: 'Córdoba' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cuenta corriente' }));
    await user.click(within(dialog).getByTestId('save-cliente'));
    expect(await within(dialog).findByText('La cuenta corriente necesita un límite de crédito mayor a 0')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await fill(dialog, user, { 'Límite de crédito': '50.000' });
    await user.click(within(dialog).getByTestId('save-cliente'));
    const warning = await within(dialog).findByTestId('form-error');
    expect(warning.textContent).toContain("Ya existe un cliente parecido: 'Bodegón Don Pepe SRL' (n.º 7)");
    // Where the user looks: the top of the form, brought into view, its 'save anyway' focused.
    expect(dialog.querySelector('form')!.firstElementChild!.firstElementChild).toBe(warning);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByTestId('confirmar-duplicado')));
    expect(scrolled).toContain(warning);
    expect(sent[0]).toMatchObject({ cuentaCorriente: true, limiteCredito: 50_000 });
    expect(sent[0]!.confirmarDuplicado).toBeFalsy();
    await user.click(within(dialog).getByTestId('confirmar-duplicado'));
    await waitFor(() => expect(screen.queryByTestId('cliente-dialog')).toBeNull());
    expect(sent[1]).toMatchObject({ nombre: 'Bodegon Don Pepe', limiteCredito: 50_000, confirmarDuplicado: true });
  });

  it('checks the rules before sending, and shows what only the server can check on its field', async () => {
    const user = userEvent.setup();
    const sent: ClienteCreate[] = [];
    stubApi({
      'GET /clientes': () => okResponse({ items: [], total: 0 }),
      'POST /clientes': (call) => {
        const body = call.body as ClienteCreate;
        sent.push(body);
        if (body.telefono === '123') return failResponse('El teléfono no es válido para Argentina', 400);
        return okResponse(cliente({ nombre: body.nombre }), 'Cliente creado', 201);
      },
    });
    renderPage(<ClientesPage />, { path: '/clientes' });
    await screen.findByText('No hay clientes que coincidan.');
    await user.keyboard('{F8}');
    const dialog = await screen.findByTestId('cliente-dialog');
    await user.click(within(dialog).getByTestId('save-cliente'));
    for (const message of ['El nombre es obligatorio', 'El teléfono es obligatorio', 'La dirección es obligatoria', 'El departamento es obligatorio', 'La ciudad es obligatoria']) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }

    await fill(dialog, user, {
      Nombre: 'Lucía',
      'E-mail': 'lucia@',
      Teléfono: '123',
      Dirección: 'Belgrano',
      Departamento: '1',
      Ciudad: 'Córdoba',
      'CUIT/CUIL': '2012345',
      Descuento: '101',
    });
    await user.click(within(dialog).getByTestId('save-cliente'));
    expect(await within(dialog).findByText('El e-mail no tiene un formato válido')).toBeTruthy();
    expect(within(dialog).getByText('El CUIT/CUIL debe tener al menos 11 dígitos')).toBeTruthy();
    expect(within(dialog).getByText('El descuento debe estar entre 0 y 100')).toBeTruthy();

    await fill(dialog, user, { 'E-mail': '', 'CUIT/CUIL': '20-12345678-0', Descuento: '5' });
    await user.click(within(dialog).getByTestId('save-cliente'));
    expect(await within(dialog).findByText('El CUIT/CUIL no es válido: el dígito verificador no coincide')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await fill(dialog, user, { 'CUIT/CUIL': '20-12345678-6' });
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(dialog).findByText('El teléfono no es válido para Argentina')).toBeTruthy();
    expect(sent[0]).toMatchObject({ nombre: 'Lucía', email: null, cuit: '20123456786', descuento: 5, telefono: '123' });

    await fill(dialog, user, { Teléfono: '351 555-1234' });
    await user.click(within(dialog).getByTestId('save-cliente'));
    await waitFor(() => expect(screen.queryByTestId('cliente-dialog')).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.clientMutationId).toBe(sent[0]!.clientMutationId);
  });

  it("carries the server's limits: a name stops at 120 characters with a counter, and a discount of 12,5 is sent as 12.5", async () => {
    const user = userEvent.setup();
    const sent: ClienteCreate[] = [];
    stubApi({
      'GET /clientes': () => okResponse({ items: [], total: 0 }),
      'POST /clientes': (call) => {
        sent.push(call.body as ClienteCreate);
        return okResponse(cliente(), 'Cliente creado', 201);
      },
    });
    renderPage(<ClientesPage />, { path: '/clientes' });
    await screen.findByText('No hay clientes que coincidan.');
    await user.keyboard('{F8}');
    const dialog = await screen.findByTestId('cliente-dialog');
    const nombre = within(dialog).getByRole('textbox', { name: /Nombre/ });
    expect(nombre.getAttribute('maxlength')).toBe('120');
    expect(within(dialog).getByTestId('nombre-counter').textContent).toBe('0 de 120 caracteres');
    await user.click(nombre);
    await user.paste('N'.repeat(130));
    expect((nombre as HTMLInputElement).value).toHaveLength(120);
    expect(within(dialog).getByTestId('nombre-counter').textContent).toBe('120 de 120 caracteres');
    await fill(dialog, user, { Teléfono: '351 555-1234', Dirección: 'Belgrano', Departamento: '1', Ciudad: 'Córdoba', Descuento: '12,5' });
    await user.click(within(dialog).getByTestId('save-cliente'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ nombre: 'N'.repeat(120), descuento: 12.5 });
  });

  it('deactivates after confirming, and reactivates with the whole customer', async () => {
    const user = userEvent.setup();
    let activo = true;
    const calls = stubApi({
      'GET /clientes': () => okResponse({ items: [cliente({ activo })], total: 1 }),
      'DELETE /clientes/:id': () => {
        activo = false;
        return okResponse(undefined, 'Cliente desactivado');
      },
      'PUT /clientes/:id': (call) => {
        activo = (call.body as { activo: boolean }).activo;
        return okResponse(cliente({ activo }), 'Cliente actualizado');
      },
    });
    renderPage(<ClientesPage />, { path: '/clientes' });
    const row = await screen.findByTestId('cliente-row');
    await user.click(within(row).getByRole('button', { name: 'Desactivar' }));
    await user.click(await screen.findByTestId('confirm-deactivate'));
    expect(await within(await screen.findByTestId('cliente-row')).findByText('Inactivo')).toBeTruthy();
    await user.click(within(screen.getByTestId('cliente-row')).getByRole('button', { name: 'Reactivar' }));
    expect(await within(screen.getByTestId('cliente-row')).findByText('Activo')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ nombre: 'María González', telefono: '+5493415551234', descuento: 10, activo: true });
  });

  it("shows a customer's current account and records a payment on account, which lowers the balance", async () => {
    const user = userEvent.setup();
    const usuario = { id: 4, nombre: 'Carla Ruiz' };
    let cuenta: CuentaCorriente = {
      cliente: { id: 7, nombre: 'Bodegón Don Pepe SRL' },
      saldo: 12_955,
      movimientos: [
        { id: 2, tipo: 'venta', monto: 12_955, ventaId: 90, ventaNumero: 55, medio: null, moneda: 'ARS', montoMoneda: 12_955, nota: null, fecha: '2025-05-02T16:05:00Z', usuario },
        {
          id: 1,
          tipo: 'anulacion',
          monto: -3_000,
          ventaId: 80,
          ventaNumero: 41,
          medio: null,
          moneda: null,
          montoMoneda: null,
          nota: 'Pedido cancelado',
          fecha: '2025-05-01T15:00:00Z',
          usuario,
        },
      ],
    };
    const pagos: PagoCuenta[] = [];
    const calls = stubApi({
      'GET /clientes': () => okResponse({ items: [cliente({ id: 7, nombre: 'Bodegón Don Pepe SRL', cuentaCorriente: true, saldo: cuenta.saldo })], total: 1 }),
      'GET /clientes/:id/cuenta-corriente': () => okResponse(cuenta),
      'GET /medios-de-pago': () => okResponse(MEDIOS),
      'GET /tipos-de-cambio': () => okResponse(TIPOS),
      'POST /clientes/:id/pagos': (call) => {
        const body = call.body as PagoCuenta;
        pagos.push(body);
        if (body.monto > cuenta.saldo) return failResponse(`El pago supera el saldo de la cuenta corriente (${cuenta.saldo})`, 409);
        const movimiento = {
          id: 3,
          tipo: 'pago' as const,
          monto: -body.monto,
          ventaId: null,
          ventaNumero: null,
          medio: 'Tarjeta de débito',
          moneda: 'ARS',
          montoMoneda: body.monto,
          nota: body.nota ?? null,
          fecha: '2025-05-03T12:00:00Z',
          usuario,
        };
        cuenta = { ...cuenta, saldo: cuenta.saldo - body.monto, movimientos: [movimiento, ...cuenta.movimientos] };
        return okResponse(cuenta, 'Pago registrado', 201);
      },
    });
    renderPage(<ClientesPage />, { path: '/clientes' });
    const row = await screen.findByTestId('cliente-row');
    expect(within(row).getByTestId('cliente-saldo').textContent).toMatch(/12\.955,00/);
    await user.click(within(row).getByTestId('ver-cuenta'));

    const dialog = await screen.findByTestId('cuenta-corriente-dialog');
    expect(within(dialog).getByText('Cuenta corriente de Bodegón Don Pepe SRL')).toBeTruthy();
    expect((await within(dialog).findByTestId('cuenta-saldo')).textContent).toMatch(/12\.955,00/);
    const movimientos = within(dialog).getAllByTestId('cuenta-movimiento');
    expect(movimientos.map((m) => m.textContent)).toEqual([
      expect.stringMatching(/Venta a cuenta.*Venta N° 55.*Carla Ruiz.*12\.955,00/),
      expect.stringMatching(/Anulación.*Venta N° 41 · Pedido cancelado.*-\s?\$\s?3\.000,00/),
    ]);

    const form = await within(dialog).findByTestId('pago-cuenta-form');
    // The account cannot pay itself.
    const medio = within(form).getByRole('combobox', { name: 'Medio de pago' });
    expect(
      within(medio)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Efectivo', 'Tarjeta de débito']);
    const monto = within(form).getByRole('textbox', { name: /^Monto/ });
    // No amount is proposed: one Ctrl+Enter records nothing.
    expect((monto as HTMLInputElement).value).toBe('');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(form).findByText(EMPTY_AMOUNT)).toBeTruthy();
    expect(pagos).toHaveLength(0);
    // 'Todo el saldo' fills the balance as the venue writes amounts.
    await user.click(within(form).getByRole('button', { name: 'Todo el saldo' }));
    expect((monto as HTMLInputElement).value).toBe('12.955');

    await user.clear(monto);
    await user.type(monto, '0');
    await user.click(within(form).getByTestId('registrar-pago'));
    expect(await within(form).findByText('El monto del pago debe ser mayor a 0')).toBeTruthy();
    expect(pagos).toHaveLength(0);

    await user.clear(monto);
    await user.type(monto, '20000');
    await user.click(within(form).getByTestId('registrar-pago'));
    expect((await within(form).findByTestId('pago-cuenta-error')).textContent).toContain('El pago supera el saldo de la cuenta corriente (12955)');

    await user.clear(monto);
    await user.type(monto, '5.000,5');
    await user.selectOptions(medio, 'Tarjeta de débito');
    await user.type(within(form).getByRole('textbox', { name: /^Nota/ }), 'A cuenta');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(within(dialog).getByTestId('cuenta-saldo').textContent).toMatch(/7\.954,50/));
    expect(pagos[1]).toMatchObject({ medioId: 2, monto: 5000.5, moneda: 'ARS', nota: 'A cuenta' });
    // The retry after the refusal is the same payment; the next one gets a new id.
    expect(pagos[1]!.clientMutationId).toBe(pagos[0]!.clientMutationId);
    expect(within(dialog).getAllByTestId('cuenta-movimiento')[0]!.textContent).toMatch(/Pago.*Tarjeta de débito · A cuenta.*-\s?\$\s?5\.000,50/);
    // The form starts over empty: the next payment is typed again.
    expect((within(form).getByRole('textbox', { name: /^Monto/ }) as HTMLInputElement).value).toBe('');
    // The list shows the new balance too.
    await waitFor(() => expect(within(screen.getByTestId('cliente-row')).getByTestId('cliente-saldo').textContent).toMatch(/7\.954,50/));
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/clientes').length).toBeGreaterThan(1);
  });

  it('says when the customer owes nothing, and offers the account only to customers who have one', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /clientes': () =>
        okResponse({
          items: [cliente({ id: 7, nombre: 'Bodegón Don Pepe SRL', cuentaCorriente: true, saldo: 0 }), cliente({ id: 8, nombre: 'Ana', cuentaCorriente: false })],
          total: 2,
        }),
      'GET /clientes/:id/cuenta-corriente': () => okResponse({ cliente: { id: 7, nombre: 'Bodegón Don Pepe SRL' }, saldo: 0, movimientos: [] }),
    });
    renderPage(<ClientesPage />, { path: '/clientes' });
    const rows = await screen.findAllByTestId('cliente-row');
    expect(within(rows[1]!).queryByTestId('ver-cuenta')).toBeNull();
    await user.click(within(rows[0]!).getByTestId('ver-cuenta'));
    const dialog = await screen.findByTestId('cuenta-corriente-dialog');
    expect((await within(dialog).findByTestId('cuenta-sin-deuda')).textContent).toBe('El cliente no tiene saldo para pagar.');
    expect(within(dialog).getByText('Todavía no hay movimientos en esta cuenta.')).toBeTruthy();
    expect(within(dialog).queryByTestId('pago-cuenta-form')).toBeNull();
  });

  it('offers no account nor credit limit without clientes.cuenta-corriente, and shows an existing one as it is', async () => {
    const user = userEvent.setup();
    await signInWith(SEEDED_ROLE_PERMISSIONS.cajero, 'cajero');
    const sent: ClienteCreate[] = [];
    stubApi({
      'GET /clientes': () => okResponse({ items: [cliente({ id: 7, nombre: 'Bodegón Don Pepe SRL', cuentaCorriente: true, limiteCredito: 50_000 })], total: 1 }),
      'PUT /clientes/:id': (call) => {
        sent.push(call.body as ClienteCreate);
        return okResponse(cliente({ id: 7, nombre: 'Bodegón Don Pepe SRL', cuentaCorriente: true, limiteCredito: 50_000 }), 'Cliente actualizado');
      },
    });
    renderPage(<ClientesPage />, { path: '/clientes' });
    await screen.findByTestId('cliente-row');
    await user.keyboard('{F8}');
    const nuevo = await screen.findByTestId('cliente-dialog');
    expect(within(nuevo).queryByRole('checkbox', { name: 'Cuenta corriente' })).toBeNull();
    expect(within(nuevo).queryByRole('textbox', { name: /^Límite de crédito/ })).toBeNull();
    await user.click(within(nuevo).getByRole('button', { name: /Cancelar/ }));
    await waitFor(() => expect(screen.queryByTestId('cliente-dialog')).toBeNull());

    await user.click(within(screen.getByTestId('cliente-row')).getByRole('button', { name: /^Editar/ }));
    const dialog = await screen.findByTestId('cliente-dialog');
    const limite = within(dialog).getByRole('textbox', { name: /^Límite de crédito/ }) as HTMLInputElement;
    expect(limite.value).toBe('50.000');
    expect(limite.readOnly).toBe(true);
    await user.click(within(dialog).getByTestId('save-cliente'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ cuentaCorriente: true, limiteCredito: 50_000 });

    // Closing the account needs only clientes.editar: it can be unticked, and then not ticked again.
    await waitFor(() => expect(screen.queryByTestId('cliente-dialog')).toBeNull());
    await user.click(within(screen.getByTestId('cliente-row')).getByRole('button', { name: /^Editar/ }));
    const closing = await screen.findByTestId('cliente-dialog');
    const account = within(closing).getByRole('checkbox', { name: 'Cuenta corriente' });
    expect(account).toHaveProperty('disabled', false);
    await user.click(account);
    expect(within(closing).getByRole('checkbox', { name: 'Cuenta corriente' })).toHaveProperty('disabled', true);
    await user.click(within(closing).getByTestId('save-cliente'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ cuentaCorriente: false });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cliente, ClienteCreate } from '@resto/shared/contracts';
import { failResponse, okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import ClientesPage from './clientes-page';

function cliente(overrides: Partial<Cliente> = {}): Cliente {
  return {
    id: 1, nombre: 'María González', email: 'maria@example.com', telefono: '+5493415551234', direccion: 'San Martín', numero: '1200',
    departamento: '3B', ciudad: 'Rosario', provincia: 'Santa Fe', cuit: null, descuento: 10, cuentaCorriente: false, activo: true,
    comentario: null, saldo: 0, ...overrides,
  };
}

async function fill(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('/clientes', () => {
  it('lists and searches customers', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /clientes': (call) => okResponse({ items: call.query.get('q') ? [] : [cliente()], total: call.query.get('q') ? 0 : 1 }) });
    renderPage(<ClientesPage />, { path: '/clientes' });
    const table = await screen.findByTestId('clientes-table');
    expect(table.textContent).toContain('María González');
    expect(table.textContent).toContain('10 %');
    await user.type(screen.getByTestId('clientes-search'), 'zzz');
    expect(await screen.findByText('No hay clientes que coincidan.')).toBeTruthy();
    expect(calls.at(-1)!.query.get('q')).toBe('zzz');
  });

  it('checks the rules of SPEC §5 before sending, and shows what only the server can check on its field', async () => {
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

    await fill(dialog, user, { Nombre: 'Lucía', 'E-mail': 'lucia@', Teléfono: '123', Dirección: 'Belgrano', Departamento: '1', Ciudad: 'Córdoba', 'CUIT/CUIL': '2012345', 'Descuento': '101' });
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
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProveedorCreate } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { okResponse, renderPage, signInAsAdmin, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { proveedor, refusal } from '../test/inventario-fixtures';
import ProveedoresPage from './proveedores-page';

async function fill(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('/proveedores', () => {
  // A manager unless a test signs in as someone else.
  beforeEach(() => signInAsAdmin());

  it('offers a waiter no new supplier (nor F8), no edits, and a search that promises only name and locality', async () => {
    const user = userEvent.setup();
    await signInWith(SEEDED_ROLE_PERMISSIONS.mozo, 'mozo');
    stubApi({ 'GET /proveedores': () => okResponse({ items: [proveedor({ cuit: null, email: null, direccion: null })], total: 1 }) });
    renderPage(<ProveedoresPage />, { path: '/proveedores' });
    const row = await screen.findByTestId('proveedor-row');
    expect(screen.queryByTestId('nuevo-proveedor')).toBeNull();
    expect(within(row).queryByTestId('delete-proveedor')).toBeNull();
    expect(screen.getByTestId('proveedores-search').getAttribute('placeholder')).toBe('Buscar por nombre o localidad');
    await user.keyboard('{F8}');
    expect(screen.queryByTestId('proveedor-dialog')).toBeNull();
  });

  it('hides the edits of a supplier whose data the user reads (proveedores.ver) but may not change (no productos.editar)', async () => {
    await signInWith(['proveedores.ver']);
    stubApi({ 'GET /proveedores': () => okResponse({ items: [proveedor()], total: 1 }) });
    renderPage(<ProveedoresPage />, { path: '/proveedores' });
    const row = await screen.findByTestId('proveedor-row');
    expect(row.textContent).toContain('30-71234567-1');
    expect(screen.getByTestId('proveedores-search').getAttribute('placeholder')).toBe('Buscar por nombre, CUIT, e-mail o localidad');
    expect(within(row).queryByTestId('delete-proveedor')).toBeNull();
    expect(within(row).queryByTestId('toggle-proveedor')).toBeNull();
  });

  it('lists suppliers with the CUIT as it is written and searches them', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /proveedores': (call) => okResponse(call.query.get('q') ? { items: [], total: 0 } : { items: [proveedor()], total: 1 }),
    });
    renderPage(<ProveedoresPage />, { path: '/proveedores' });
    const row = await screen.findByTestId('proveedor-row');
    expect(row.textContent).toContain('Distribuidora del Sur SA');
    expect(row.textContent).toContain('30-71234567-1');
    expect(row.textContent).toContain('Avellaneda, Buenos Aires');
    await user.type(screen.getByTestId('proveedores-search'), 'zzz');
    expect(await screen.findByText('No hay proveedores que coincidan.')).toBeTruthy();
    expect(calls.at(-1)!.query.get('q')).toBe('zzz');
  });

  it('shows no CUIT, contact or edits to a user the api sends suppliers without their data (no proveedores.ver)', async () => {
    stubApi({
      'GET /proveedores': () => okResponse({ items: [proveedor({ cuit: null, email: null, direccion: null })], total: 1 }),
    });
    renderPage(<ProveedoresPage />, { path: '/proveedores' });
    const row = await screen.findByTestId('proveedor-row');
    expect(row.textContent).toContain('Distribuidora del Sur SA');
    expect(row.textContent).toContain('Avellaneda, Buenos Aires');
    const table = screen.getByTestId('proveedores-table');
    expect(within(table).queryByRole('columnheader', { name: 'CUIT/CUIL' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Editar/ })).toBeNull();
    expect(within(row).queryByTestId('delete-proveedor')).toBeNull();
  });

  it('checks the rules and the CUIT/CUIL check digit before sending', async () => {
    const user = userEvent.setup();
    const sent: ProveedorCreate[] = [];
    stubApi({
      'GET /proveedores': () => okResponse({ items: [], total: 0 }),
      'POST /proveedores': (call) => {
        const body = call.body as ProveedorCreate;
        sent.push(body);
        if (sent.length === 1) return refusal('PROVEEDOR_YA_EXISTE', "Ya existe un proveedor con el nombre 'Lácteos Don Juan'");
        return okResponse(proveedor({ id: 8, nombre: body.nombre, cuit: '20123456786' }), 'Proveedor creado', 201);
      },
    });
    renderPage(<ProveedoresPage />, { path: '/proveedores' });
    await screen.findByText('No hay proveedores que coincidan.');
    await user.keyboard('{F8}');
    const dialog = await screen.findByTestId('proveedor-dialog');
    await user.click(within(dialog).getByTestId('save-proveedor'));
    for (const message of ['El nombre es obligatorio', 'El CUIT/CUIL debe tener al menos 11 dígitos', 'La localidad es obligatoria', 'La provincia es obligatoria']) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }

    await fill(dialog, user, { Nombre: 'Lácteos Don Juan', 'CUIT/CUIL': '20-12345678-0', 'E-mail': 'pedidos@', Localidad: 'Tandil', Provincia: 'Buenos Aires' });
    await user.click(within(dialog).getByTestId('save-proveedor'));
    expect(await within(dialog).findByText('El e-mail no tiene un formato válido')).toBeTruthy();
    expect(within(dialog).getByText('El CUIT/CUIL no es válido: el dígito verificador no coincide')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await fill(dialog, user, { 'CUIT/CUIL': '20-12345678-6', 'E-mail': '' });
    await user.click(within(dialog).getByTestId('save-proveedor'));
    // A name the venue already has is the api's to say, on the name field.
    expect(await within(dialog).findByText("Ya existe un proveedor con el nombre 'Lácteos Don Juan'")).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('textbox', { name: /^Nombre/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent[0]).toMatchObject({ nombre: 'Lácteos Don Juan', cuit: '20123456786', email: null, localidad: 'Tandil', provincia: 'Buenos Aires' });

    await fill(dialog, user, { Nombre: 'Lácteos Don Juan SRL' });
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.queryByTestId('proveedor-dialog')).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1]!.clientMutationId).toBe(sent[0]!.clientMutationId);
  });

  it('deletes after confirming, and says when the api deactivated the supplier instead', async () => {
    const user = userEvent.setup();
    let activo = true;
    const calls = stubApi({
      'GET /proveedores': () => okResponse({ items: [proveedor({ activo })], total: 1 }),
      'DELETE /proveedores/:id': (call) => {
        activo = false;
        return okResponse({ id: Number(call.params.id), resultado: 'desactivado' }, 'Proveedor desactivado: tiene productos');
      },
    });
    renderPage(<ProveedoresPage />, { path: '/proveedores' });
    const row = await screen.findByTestId('proveedor-row');
    await user.click(within(row).getByTestId('delete-proveedor'));
    const confirm = await screen.findByTestId('confirm-proveedor-dialog');
    expect(confirm.textContent).toContain('¿Eliminar a Distribuidora del Sur SA?');
    await user.click(within(confirm).getByTestId('confirm-proveedor'));
    expect(await screen.findByText('Distribuidora del Sur SA tiene productos asociados: quedó desactivado en lugar de eliminado')).toBeTruthy();
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe('/proveedores/3');
    expect((del.body as { clientMutationId: string }).clientMutationId).toEqual(expect.any(String));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import ProductosPage from '../../pages/productos-page';
import { categoriasFixture, productoFixture, proveedoresFixture, subcategoriasFixture } from './test-fixtures';

function api(bodies: Record<string, unknown>[], producto = productoFixture()) {
  stubApi({
    'GET /productos': () => okResponse({ items: [producto], total: 1 }),
    'GET /categorias': () => okResponse(categoriasFixture()),
    'GET /subcategorias': () => okResponse({ items: subcategoriasFixture(), total: 1 }),
    'GET /proveedores': () => okResponse(proveedoresFixture()),
    'PUT /productos/dto/:id': (call) => {
      bodies.push(call.body as Record<string, unknown>);
      return okResponse(producto, 'Producto actualizado');
    },
  });
}

async function editarPrecio(precio: string) {
  const user = userEvent.setup();
  renderPage(<ProductosPage />, { path: '/productos' });
  await user.click(await screen.findByRole('button', { name: 'Editar Coca-Cola 500 ml' }));
  const dialog = await screen.findByTestId('producto-dialog');
  const campo = within(dialog).getByRole('textbox', { name: /^Precio/ });
  await user.clear(campo);
  await user.type(campo, precio);
  return { user, dialog };
}

describe('/productos: the product form and who handles costs', { timeout: 45_000 }, () => {
  it('without productos.costos the form shows no cost nor profit %, and a new price saves without one', async () => {
    await signInWith(['productos.editar']);
    const bodies: Record<string, unknown>[] = [];
    // The api answers a product without its cost to this role.
    api(bodies, { ...productoFixture(), costo: null, porcentajeGanancia: null });
    const { user, dialog } = await editarPrecio('1500');
    expect(within(dialog).queryByRole('textbox', { name: /^Costo/ })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: /^% de ganancia|ganancia/i })).toBeNull();
    await user.click(within(dialog).getByTestId('save-producto'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ precio: 1500 });
    expect(bodies[0]).not.toHaveProperty('costo');
    expect(bodies[0]).not.toHaveProperty('porcentajeGanancia');
  });

  it('with productos.costos the cost stays required and is sent', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const bodies: Record<string, unknown>[] = [];
    api(bodies);
    const { user, dialog } = await editarPrecio('1500');
    const costo = within(dialog).getByRole('textbox', { name: /^Costo/ });
    await user.clear(costo);
    await user.click(within(dialog).getByTestId('save-producto'));
    expect(bodies).toHaveLength(0);
    await user.type(costo, '1000');
    await user.click(within(dialog).getByTestId('save-producto'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ costo: 1000, precio: 1500 });
  });

  it('a save the server never got says it could not be reached and nothing was saved', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    stubApi({
      'GET /productos': () => okResponse({ items: [productoFixture()], total: 1 }),
      'GET /categorias': () => okResponse(categoriasFixture()),
      'GET /subcategorias': () => okResponse({ items: subcategoriasFixture(), total: 1 }),
      'GET /proveedores': () => okResponse(proveedoresFixture()),
      'PUT /productos/dto/:id': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user, dialog } = await editarPrecio('1500');
    await user.click(within(dialog).getByTestId('save-producto'));
    expect((await within(dialog).findByTestId('form-error')).textContent).toBe('No se puede conectar con el servidor: no se guardó nada. Revisá la conexión y volvé a intentar.');
  });
});

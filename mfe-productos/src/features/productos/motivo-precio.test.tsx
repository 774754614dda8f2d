import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import ProductosPage from '../../pages/productos-page';
import { categoriasFixture, productoFixture, proveedoresFixture, subcategoriasFixture } from './test-fixtures';

describe('/productos: why a price changes', { timeout: 45_000 }, () => {
  // Who edits the catalogue without handling costs.
  beforeEach(() => signInWith(['productos.editar']));

  it('editing a product sends the reason typed for its new price', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    stubApi({
      'GET /productos': () => okResponse({ items: [productoFixture()], total: 1 }),
      'GET /categorias': () => okResponse(categoriasFixture()),
      'GET /subcategorias': () => okResponse({ items: subcategoriasFixture(), total: 1 }),
      'GET /proveedores': () => okResponse(proveedoresFixture()),
      'PUT /productos/dto/:id': (call) => {
        bodies.push(call.body as Record<string, unknown>);
        return okResponse(productoFixture(), 'Producto actualizado');
      },
    });
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByRole('button', { name: 'Editar Coca-Cola 500 ml' }));
    const dialog = await screen.findByTestId('producto-dialog');
    const precio = within(dialog).getByRole('textbox', { name: /^Precio/ });
    await user.clear(precio);
    await user.type(precio, '1500');
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo del cambio de precio/ }), 'Aumento del proveedor');
    await user.click(within(dialog).getByTestId('save-producto'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ precio: 1500, motivo: 'Aumento del proveedor' });
  });
});

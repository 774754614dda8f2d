import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listaPrecioSchema, productosListSchema, type ListaPrecio, type ListaPrecioBody } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { producto } from '../../../test/inventario-fixtures';
import ProductosPage from '../../../pages/productos-page';

function lista(overrides: Partial<ListaPrecio> = {}): ListaPrecio {
  return listaPrecioSchema.parse({
    id: 1,
    nombre: 'Happy hour',
    canales: ['salon'],
    vigencia: { dias: [5], desde: '22:00', hasta: '02:00' },
    prioridad: 2,
    activa: true,
    precios: [{ productoId: 2, producto: 'Gaseosa cola 500 ml', precio: 2500 }],
    ajustePorcentaje: null,
    fechaCreacion: '2026-12-01T12:00:00.000Z',
    fechaModificacion: '2026-12-01T12:00:00.000Z',
    ...overrides,
  });
}

/** The products page's other reads, empty: the lists open from its header. */
const CATALOGO = {
  'GET /productos': (call: { query: URLSearchParams }) =>
    okResponse(productosListSchema.parse({ items: call.query.get('q') ? [producto()] : [], total: call.query.get('q') ? 1 : 0 })),
  'GET /categorias': () => okResponse([]),
  'GET /subcategorias': () => okResponse({ items: [], total: 0 }),
  'GET /proveedores': () => okResponse({ items: [], total: 0 }),
};

async function openListas(user: ReturnType<typeof userEvent.setup>) {
  renderPage(<ProductosPage />, { path: '/productos' });
  await user.click(await screen.findByRole('button', { name: 'Listas de precios' }));
  return screen.findByTestId('listas-precios-panel');
}

describe('/productos › Listas de precios', () => {
  // Who writes the price lists (precios.ajustar).
  beforeEach(() => signInWith(['precios.ajustar']));

  it('lists each list with its channels, window, priority and prices', async () => {
    const user = userEvent.setup();
    stubApi({
      ...CATALOGO,
      'GET /listas-precios': () =>
        okResponse([lista(), lista({ id: 2, nombre: 'Delivery', canales: ['delivery', 'web'], vigencia: null, precios: null, ajustePorcentaje: 15, activa: false })]),
    });
    await openListas(user);
    const rows = await screen.findAllByTestId('lista-precio-row');
    expect(rows[0]!.textContent).toContain('Happy hour');
    expect(rows[0]!.textContent).toContain('Salón');
    expect(rows[0]!.textContent).toContain('Vie 22:00–02:00');
    expect(rows[0]!.textContent).toContain('Gaseosa cola 500 ml');
    expect(rows[1]!.textContent).toContain('Delivery, Web');
    expect(rows[1]!.textContent).toContain('Siempre');
    expect(rows[1]!.textContent).toContain('+15 % sobre el precio base');
    expect(rows[1]!.textContent).toContain('Inactiva');
  });

  it('creates a percentage list for some channels, days and hours and sends the contract body', async () => {
    const user = userEvent.setup();
    const sent: ListaPrecioBody[] = [];
    stubApi({
      ...CATALOGO,
      'GET /listas-precios': () => okResponse(sent.length ? [lista({ nombre: 'Trasnoche' })] : []),
      'POST /listas-precios': (call) => {
        sent.push(call.body as ListaPrecioBody);
        return okResponse(lista({ nombre: 'Trasnoche' }), 'Lista de precios creada', 201);
      },
    });
    await openListas(user);
    await screen.findByTestId('listas-precios-vacio');
    await user.click(screen.getByTestId('nueva-lista-precio'));
    const dialog = await screen.findByTestId('lista-precio-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Trasnoche');
    await user.click(within(dialog).getByText('Mostrador'));
    await user.click(within(dialog).getByText('Solo en días y horarios'));
    const dias = within(dialog).getByTestId('lista-dias');
    for (const d of ['Lun', 'Mar', 'Mié', 'Jue', 'Sáb', 'Dom']) await user.click(within(dias).getByText(d));
    const desde = within(dialog).getByLabelText('Desde');
    await user.clear(desde);
    await user.type(desde, '22:00');
    const hasta = within(dialog).getByLabelText('Hasta');
    await user.clear(hasta);
    await user.type(hasta, '02:00');
    const prioridad = within(dialog).getByRole('spinbutton', { name: /Prioridad/ });
    await user.clear(prioridad);
    await user.type(prioridad, '3');
    await user.click(within(dialog).getByText('Porcentaje sobre el precio base'));
    await user.type(within(dialog).getByRole('textbox', { name: /Ajuste/ }), '-12,5');
    await user.click(within(dialog).getByTestId('save-lista-precio'));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      nombre: 'Trasnoche',
      canales: ['salon', 'mostrador'],
      vigencia: { dias: [5], desde: '22:00', hasta: '02:00' },
      prioridad: 3,
      activa: true,
      ajustePorcentaje: -12.5,
      precios: null,
      clientMutationId: expect.any(String),
    });
    await waitFor(() => expect(screen.queryByTestId('lista-precio-dialog')).toBeNull());
  });

  it('creates a list of fixed prices from the products it finds, and refuses one with no product', async () => {
    const user = userEvent.setup();
    const sent: ListaPrecioBody[] = [];
    stubApi({
      ...CATALOGO,
      'GET /listas-precios': () => okResponse([]),
      'POST /listas-precios': (call) => {
        sent.push(call.body as ListaPrecioBody);
        return okResponse(lista(), 'Lista de precios creada', 201);
      },
    });
    await openListas(user);
    await screen.findByTestId('listas-precios-vacio');
    await user.click(screen.getByTestId('nueva-lista-precio'));
    const dialog = await screen.findByTestId('lista-precio-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Salón');
    await user.click(within(dialog).getByTestId('save-lista-precio'));
    expect(await within(dialog).findByText('Agregá al menos un producto')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByTestId('lista-buscar-producto'), 'gase');
    await user.click(await within(dialog).findByRole('button', { name: '+ Gaseosa cola 500 ml' }));
    const precio = within(dialog).getByRole('textbox', { name: 'Precio de Gaseosa cola 500 ml' });
    await user.clear(precio);
    await user.type(precio, '2500,50');
    await user.click(within(dialog).getByTestId('save-lista-precio'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ nombre: 'Salón', canales: ['salon'], vigencia: null, prioridad: 0, precios: [{ productoId: 2, precio: 2500.5 }], ajustePorcentaje: null });
  });
});

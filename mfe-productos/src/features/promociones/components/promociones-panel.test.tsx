import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productosListSchema, promocionSchema, type Promocion, type PromocionBody } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { producto } from '../../../test/inventario-fixtures';
import ProductosPage from '../../../pages/productos-page';
import { formDefaults, promocionFormSchema, toBody } from './promocion-form';

function promocion(overrides: Partial<Promocion> = {}): Promocion {
  return promocionSchema.parse({
    id: 1,
    nombre: '2x1 Pizzas',
    tipo: 'nxm',
    lleva: 2,
    paga: 1,
    porcentaje: null,
    productoId: null,
    producto: null,
    categoriaId: 7,
    categoria: 'Pizzas',
    canales: ['salon'],
    vigencia: { dias: [2], desde: '19:00', hasta: '23:00' },
    activa: true,
    fechaCreacion: '2026-12-01T12:00:00.000Z',
    fechaModificacion: '2026-12-01T12:00:00.000Z',
    ...overrides,
  });
}

/** The products page's other reads: the promotions open from its header. */
const CATALOGO = {
  'GET /productos': (call: { query: URLSearchParams }) =>
    okResponse(productosListSchema.parse({ items: call.query.get('q') ? [producto()] : [], total: call.query.get('q') ? 1 : 0 })),
  'GET /categorias': () => okResponse([{ id: 7, nombre: 'Pizzas', descripcion: null, tipo: 'Cocina', activa: true, cantidadProductos: 4, cantidadSubcategorias: 0 }]),
  'GET /subcategorias': () => okResponse({ items: [], total: 0 }),
  'GET /proveedores': () => okResponse({ items: [], total: 0 }),
};

async function openPromociones(user: ReturnType<typeof userEvent.setup>) {
  renderPage(<ProductosPage />, { path: '/productos' });
  await user.click(await screen.findByRole('button', { name: 'Promociones' }));
  return screen.findByTestId('promociones-panel');
}

describe('the promotion form', () => {
  it('sends a 3x2 on a product, and a second unit at 50 % on a category, as the contract reads them', () => {
    const nxm = { ...formDefaults(null), nombre: '3x2 Empanadas', lleva: '3', paga: '2', productoId: 5, producto: 'Empanada', canales: ['mostrador' as const] };
    expect(promocionFormSchema.safeParse(nxm).success).toBe(true);
    expect(toBody(nxm, 'cm-1')).toEqual({
      nombre: '3x2 Empanadas',
      tipo: 'nxm',
      lleva: 3,
      paga: 2,
      porcentaje: null,
      productoId: 5,
      categoriaId: null,
      canales: ['mostrador'],
      vigencia: null,
      activa: true,
      clientMutationId: 'cm-1',
    });
    const segunda = {
      ...formDefaults(null),
      nombre: 'Segunda pizza',
      tipo: 'segunda-unidad' as const,
      porcentaje: '50,5',
      alcance: 'categoria' as const,
      categoriaId: '7',
      conHorario: true,
      dias: [5, 2],
    };
    expect(toBody(segunda, null)).toMatchObject({
      tipo: 'segunda-unidad',
      lleva: null,
      paga: null,
      porcentaje: 50.5,
      productoId: null,
      categoriaId: 7,
      vigencia: { dias: [2, 5], desde: '18:00', hasta: '20:00' },
    });
  });

  it('puts the contract refusals on the fields a person sees', () => {
    const result = promocionFormSchema.safeParse({ ...formDefaults(null), nombre: '', lleva: '2', paga: '2' });
    expect(result.success).toBe(false);
    const paths = new Set(result.error!.issues.map((i) => i.path[0]));
    expect(paths).toEqual(new Set(['nombre', 'paga', 'productoId']));
    const sinCategoria = promocionFormSchema.safeParse({ ...formDefaults(null), nombre: 'X', alcance: 'categoria' });
    expect(sinCategoria.error!.issues.map((i) => i.path[0])).toEqual(['categoriaId']);
  });

  it('starts from an existing promotion as it reads', () => {
    expect(formDefaults(promocion())).toMatchObject({ nombre: '2x1 Pizzas', lleva: '2', paga: '1', alcance: 'categoria', categoriaId: '7', conHorario: true, dias: [2] });
  });
});

describe('/productos › Promociones', () => {
  beforeEach(() => signInWith(['precios.ajustar', 'productos.editar']));

  it('lists each promotion with its deal, scope, channels and window', async () => {
    const user = userEvent.setup();
    stubApi({
      ...CATALOGO,
      'GET /promociones': () =>
        okResponse([
          promocion(),
          promocion({
            id: 2,
            nombre: 'Segundo café',
            tipo: 'segunda-unidad',
            lleva: null,
            paga: null,
            porcentaje: 50,
            categoriaId: null,
            categoria: null,
            productoId: 3,
            producto: 'Café espresso',
            vigencia: null,
            activa: false,
            canales: ['mostrador', 'takeaway'],
          }),
        ]),
    });
    await openPromociones(user);
    const rows = await screen.findAllByTestId('promocion-row');
    expect(rows[0]!.textContent).toContain('2x1');
    expect(rows[0]!.textContent).toContain('Categoría Pizzas');
    expect(rows[0]!.textContent).toContain('Mar 19:00–23:00');
    expect(rows[1]!.textContent).toContain('2.ª unidad al 50 % menos');
    expect(rows[1]!.textContent).toContain('Café espresso');
    expect(rows[1]!.textContent).toContain('Mostrador, Para llevar');
    expect(rows[1]!.textContent).toContain('Inactiva');
  });

  it('creates a 2x1 on a product found by name, and refuses one that pays as many as it takes', async () => {
    const user = userEvent.setup();
    const sent: PromocionBody[] = [];
    stubApi({
      ...CATALOGO,
      'GET /promociones': () => okResponse([]),
      'POST /promociones': (call) => {
        sent.push(call.body as PromocionBody);
        return okResponse(promocion(), 'Promoción creada', 201);
      },
    });
    await openPromociones(user);
    await screen.findByTestId('promociones-vacio');
    await user.click(screen.getByTestId('nueva-promocion'));
    const dialog = await screen.findByTestId('promocion-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), '2x1 Gaseosa');
    const paga = within(dialog).getByRole('textbox', { name: /^Paga/ });
    await user.clear(paga);
    await user.type(paga, '2');
    await user.type(within(dialog).getByTestId('promocion-buscar-producto'), 'gase');
    await user.click(await within(dialog).findByRole('button', { name: '+ Gaseosa cola 500 ml' }));
    await user.click(within(dialog).getByTestId('save-promocion'));
    expect(await within(dialog).findByText(/paga menos de las que lleva/)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(paga);
    await user.type(paga, '1');
    await user.click(within(dialog).getByText('Mostrador'));
    await user.click(within(dialog).getByTestId('save-promocion'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      nombre: '2x1 Gaseosa',
      tipo: 'nxm',
      lleva: 2,
      paga: 1,
      porcentaje: null,
      productoId: 2,
      categoriaId: null,
      canales: ['salon', 'mostrador'],
      vigencia: null,
      activa: true,
      clientMutationId: expect.any(String),
    });
    await waitFor(() => expect(screen.queryByTestId('promocion-dialog')).toBeNull());
  });

  it('deletes a promotion after confirming it', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    stubApi({
      ...CATALOGO,
      'GET /promociones': () => okResponse(deleted.length ? [] : [promocion()]),
      'DELETE /promociones/1': () => {
        deleted.push('1');
        return okResponse(null, 'Promoción eliminada');
      },
    });
    await openPromociones(user);
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const confirm = await screen.findByTestId('confirm-promocion-dialog');
    expect(confirm.textContent).toContain('¿Eliminar la promoción 2x1 Pizzas?');
    await user.click(within(confirm).getByTestId('confirm-eliminar-promocion'));
    await waitFor(() => expect(deleted).toEqual(['1']));
    expect(await screen.findByTestId('promociones-vacio')).toBeTruthy();
  });

  it('offers no promotions without precios.ajustar', async () => {
    await signInWith(['productos.editar']);
    stubApi({ ...CATALOGO });
    renderPage(<ProductosPage />, { path: '/productos' });
    await screen.findByTestId('abrir-categorias');
    expect(screen.queryByTestId('abrir-promociones')).toBeNull();
  });
});

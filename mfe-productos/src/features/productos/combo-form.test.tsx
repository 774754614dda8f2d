import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductoCombo, ProductoComboInput } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi, type ApiCall } from '@resto/shared/sales-ui/testing';
import ProductosPage from '../../pages/productos-page';
import { categoriasFixture, productoFixture, proveedoresFixture, subcategoriasFixture } from './test-fixtures';

const MENU = productoFixture({ id: 50, nombre: 'Menú ejecutivo', tipo: 'combo', precio: 12_000, costo: null, porcentajeGanancia: null, controlaStock: false, stockActual: 0 });
const EMPANADA = productoFixture({ id: 101, nombre: 'Empanada de carne', precio: 1_800 });
const PROVOLETA = productoFixture({ id: 102, nombre: 'Provoleta', precio: 5_500 });
const OTRO_COMBO = productoFixture({ id: 60, nombre: 'Empanadas x 6 (combo)', tipo: 'combo' });
const CATALOGO = [MENU, EMPANADA, PROVOLETA, OTRO_COMBO];

const GRUPOS: ProductoCombo = {
  productoId: 50,
  grupos: [
    {
      id: 7,
      nombre: 'Entrada',
      opciones: [
        { id: 71, productoId: 101, nombre: 'Empanada de carne', recargo: 0, activo: true },
        { id: 72, productoId: 102, nombre: 'Provoleta', recargo: 1500, activo: true },
      ],
    },
  ],
};

/** The catalogue as the api searches it: by name, for the list and the combo's search alike. */
function api() {
  return stubApi({
    'GET /productos': (call) => {
      const q = (call.query.get('q') ?? '').toLowerCase();
      const items = q ? CATALOGO.filter((p) => p.nombre.toLowerCase().includes(q)) : [MENU];
      return okResponse({ items, total: items.length });
    },
    'GET /categorias': () => okResponse(categoriasFixture()),
    'GET /subcategorias': () => okResponse({ items: subcategoriasFixture(), total: 1 }),
    'GET /proveedores': () => okResponse(proveedoresFixture()),
    'POST /productos/dto': () => okResponse({ ...MENU, id: 80 }, 'Producto creado'),
    'PUT /productos/dto/:id': () => okResponse(MENU, 'Producto actualizado'),
    'GET /productos/:id/combo': () => okResponse(GRUPOS),
    'PUT /productos/:id/combo': (call) => okResponse({ productoId: Number(call.params.id), grupos: [] }, 'Combo guardado'),
  });
}

const comboPut = (calls: ApiCall[]) => calls.find((c) => c.method === 'PUT' && c.path.endsWith('/combo'));

async function nuevoCombo(user: ReturnType<typeof userEvent.setup>) {
  renderPage(<ProductosPage />, { path: '/productos' });
  await user.click(await screen.findByTestId('nuevo-producto'));
  const dialog = await screen.findByTestId('producto-dialog');
  await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Menú ejecutivo');
  await user.selectOptions(within(dialog).getByTestId('form-categoria'), 'Bebidas');
  await user.type(within(dialog).getByRole('textbox', { name: /^Precio/ }), '12000');
  expect(within(dialog).queryByTestId('combo-section')).toBeNull();
  await user.selectOptions(within(dialog).getByTestId('form-tipo'), 'Combo');
  return dialog;
}

describe("/productos: a combo's groups in the product form", { timeout: 60_000 }, () => {
  it('a new combo is saved as a product of kind combo and then its groups, each option a simple product with its surcharge', async () => {
    await signInWith(['productos.editar']);
    const calls = api();
    const user = userEvent.setup();
    const dialog = await nuevoCombo(user);
    const section = within(dialog).getByTestId('combo-section');
    await user.click(within(section).getByTestId('agregar-grupo-combo'));
    const grupo = within(section).getByTestId('combo-grupo');
    await user.type(within(grupo).getByRole('textbox', { name: /^Grupo/ }), 'Entrada');
    await user.type(within(grupo).getByTestId('combo-buscar-producto'), 'emp');
    // A combo is never offered as a component.
    await user.click(await within(grupo).findByRole('button', { name: '+ Empanada de carne' }));
    expect(within(grupo).queryByRole('button', { name: /Empanadas x 6/ })).toBeNull();
    await user.type(within(grupo).getByTestId('combo-buscar-producto'), 'provo');
    await user.click(await within(grupo).findByRole('button', { name: '+ Provoleta' }));
    await user.type(within(grupo).getByRole('textbox', { name: 'Recargo de Provoleta' }), '1.500');

    await user.click(within(dialog).getByTestId('save-producto'));
    await waitFor(() => expect(comboPut(calls)).toBeDefined());
    const created = calls.find((c) => c.method === 'POST' && c.path === '/productos/dto')!.body as Record<string, unknown>;
    expect(created).toMatchObject({ nombre: 'Menú ejecutivo', tipo: 'combo', precio: 12_000 });
    expect(created).not.toHaveProperty('comboGrupos');
    const put = comboPut(calls)!;
    expect(put.path).toBe('/productos/80/combo');
    expect((put.body as ProductoComboInput).grupos).toEqual([
      {
        nombre: 'Entrada',
        opciones: [
          { productoId: 101, recargo: 0, activo: true },
          { productoId: 102, recargo: 1500, activo: true },
        ],
      },
    ]);
  });

  it('says what is missing, a group or a group without options, and sends nothing', async () => {
    await signInWith(['productos.editar']);
    const calls = api();
    const user = userEvent.setup();
    const dialog = await nuevoCombo(user);
    await user.click(within(dialog).getByTestId('save-producto'));
    expect(await within(dialog).findByTestId('combo-error')).toHaveProperty('textContent', 'El combo necesita al menos un grupo');
    await user.click(within(dialog).getByTestId('agregar-grupo-combo'));
    await user.type(within(dialog).getByRole('textbox', { name: /^Grupo/ }), 'Bebida');
    await user.click(within(dialog).getByTestId('save-producto'));
    expect(await within(dialog).findByText('Cada grupo del combo necesita al menos una opción')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' || c.method === 'PUT')).toBe(false);
  });

  it('an existing combo opens with its groups, surcharges as the venue writes money, and keeps their ids when saved', async () => {
    await signInWith(['productos.editar']);
    const calls = api();
    const user = userEvent.setup();
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByRole('button', { name: 'Editar Menú ejecutivo' }));
    const dialog = await screen.findByTestId('producto-dialog');
    const grupo = await within(dialog).findByTestId('combo-grupo');
    expect((within(grupo).getByRole('textbox', { name: /^Grupo/ }) as HTMLInputElement).value).toBe('Entrada');
    expect((within(grupo).getByRole('textbox', { name: 'Recargo de Provoleta' }) as HTMLInputElement).value).toBe('1.500,00');
    const recargo = within(grupo).getByRole('textbox', { name: 'Recargo de Empanada de carne' });
    await user.type(recargo, '250,5');
    await user.click(within(dialog).getByTestId('save-producto'));
    await waitFor(() => expect(comboPut(calls)).toBeDefined());
    expect((comboPut(calls)!.body as ProductoComboInput).grupos).toEqual([
      {
        id: 7,
        nombre: 'Entrada',
        opciones: [
          { id: 71, productoId: 101, recargo: 250.5, activo: true },
          { id: 72, productoId: 102, recargo: 1500, activo: true },
        ],
      },
    ]);
  });
});

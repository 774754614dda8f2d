import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Insumo, Preparacion, ProductoReceta, ProductoRecetaInput } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi, type ApiCall } from '@resto/shared/sales-ui/testing';
import ProductosPage from '../../pages/productos-page';
import { CEBOLLA, HARINA, MUZZARELLA, receta, salsa, sinCosto, TOMATE } from '../../test/receta-fixtures';
import { categoriasFixture, productoFixture, proveedoresFixture, subcategoriasFixture } from './test-fixtures';

const PIZZA = productoFixture({ id: 5, nombre: 'Pizza muzzarella', precio: 7600, costo: 1900, porcentajeGanancia: 300, controlaStock: false });
const COMBO = productoFixture({ id: 6, nombre: 'Menú pizza', tipo: 'combo', precio: 9000, costo: null, porcentajeGanancia: null, controlaStock: false });

function api({
  guardada = receta({ productoId: 5 }),
  insumos = [HARINA, MUZZARELLA, TOMATE, CEBOLLA],
  preparaciones = [salsa()],
}: { guardada?: ProductoReceta; insumos?: Insumo[]; preparaciones?: Preparacion[] } = {}) {
  return stubApi({
    'GET /productos': () => okResponse({ items: [PIZZA, COMBO], total: 2 }),
    'GET /categorias': () => okResponse(categoriasFixture()),
    'GET /subcategorias': () => okResponse({ items: subcategoriasFixture(), total: 1 }),
    'GET /proveedores': () => okResponse(proveedoresFixture()),
    'PUT /productos/dto/:id': () => okResponse(PIZZA, 'Producto actualizado'),
    'GET /productos/:id/combo': () => okResponse({ productoId: 6, grupos: [] }),
    'GET /productos/:id/receta': () => okResponse(guardada),
    'PUT /productos/:id/receta': (call) => okResponse({ ...guardada, ...(call.body as object) }, 'Receta guardada'),
    'GET /insumos': () => okResponse(insumos),
    'GET /preparaciones': () => okResponse(preparaciones),
  });
}

const recetaPut = (calls: ApiCall[]) => calls.find((c) => c.method === 'PUT' && c.path.endsWith('/receta'));
const money = (text: string | null | undefined) => (text ?? '').replace(/\s/gu, ' ');

async function abrirReceta(user: ReturnType<typeof userEvent.setup>, nombre = 'Pizza muzzarella') {
  renderPage(<ProductosPage />, { path: '/productos' });
  await user.click(await screen.findByRole('button', { name: `Editar ${nombre}` }));
  const dialog = await screen.findByTestId('producto-dialog');
  await user.click(within(dialog).getByTestId('tab-receta'));
  await within(dialog).findByTestId('receta-tab');
  return dialog;
}

async function agregarLinea(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, componente: string, cantidad: string, unidad: string, merma?: string) {
  await user.click(within(dialog).getByTestId('agregar-linea-receta'));
  const linea = within(dialog).getAllByTestId('receta-linea').at(-1)!;
  await user.selectOptions(within(linea).getByRole('combobox', { name: /^Insumo o preparación de la línea/ }), componente);
  await user.type(within(linea).getByRole('textbox', { name: /^Cantidad de la línea/ }), cantidad);
  await user.selectOptions(within(linea).getByRole('combobox', { name: /^Unidad de la línea/ }), unidad);
  if (merma) await user.type(within(linea).getByRole('textbox', { name: /^Merma % de la línea/ }), merma);
  return linea;
}

describe("/productos: a dish's recipe in the product form", { timeout: 60_000 }, () => {
  it('prices the lines live (250 g of flour at $1.200/kg and 200 g of cheese at $8.000/kg: $1.900, 25 % of $7.600) and saves them with the form', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const calls = api();
    const user = userEvent.setup();
    const dialog = await abrirReceta(user);
    const harina = await agregarLinea(user, dialog, 'Harina 000 (kg)', '250', 'g');
    // Only the units flour converts to.
    const unidades = within(harina)
      .getAllByRole('option')
      .filter((o) => o.closest('select')?.getAttribute('aria-label')?.startsWith('Unidad de la línea'))
      .map((o) => o.textContent);
    expect(unidades).toEqual(['kg', 'g']);
    expect(money(within(harina).getByTestId('receta-linea-costo').textContent)).toBe('$ 300,00');
    const queso = await agregarLinea(user, dialog, 'Muzzarella (kg)', '200', 'g');
    expect(money(within(queso).getByTestId('receta-linea-costo').textContent)).toBe('$ 1.600,00');
    // Each line's fields are told apart by their number.
    expect(within(queso).getByRole('combobox', { name: 'Insumo o preparación de la línea 2' })).toBeTruthy();
    expect(within(harina).getByRole('button', { name: 'Quitar la línea 1' })).toBeTruthy();
    expect(money(within(dialog).getByTestId('receta-costo').textContent)).toBe('$ 1.900,00');
    expect(money(within(dialog).getByTestId('receta-precio').textContent)).toBe('$ 7.600,00');
    expect(money(within(dialog).getByTestId('receta-margen').textContent)).toBe('$ 5.700,00');
    expect(within(dialog).getByTestId('receta-food-cost').textContent).toBe('25%');

    await user.click(within(dialog).getByTestId('save-producto'));
    await waitFor(() => expect(recetaPut(calls)).toBeDefined());
    const put = recetaPut(calls)!;
    expect(put.path).toBe('/productos/5/receta');
    // The product first, then its recipe.
    expect(calls.findIndex((c) => c.method === 'PUT' && c.path === '/productos/dto/5')).toBeLessThan(calls.indexOf(put));
    const body = put.body as ProductoRecetaInput;
    expect(body.rendimiento).toBe(1);
    expect(body.lineas).toEqual([
      { insumoId: 1, cantidad: 250, unidad: 'g', mermaPorcentaje: 0, quitar: false },
      { insumoId: 2, cantidad: 200, unidad: 'g', mermaPorcentaje: 0, quitar: false },
    ]);
    expect(body.clientMutationId).toBeTruthy();
  });

  it('follows the price typed in the form, the yield, waste and a preparation: 2 portions of 250 g flour with 20 % waste and 100 ml of sauce', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    api();
    const user = userEvent.setup();
    const dialog = await abrirReceta(user);
    const rendimiento = within(dialog).getByRole('textbox', { name: /^Rendimiento/ });
    await user.clear(rendimiento);
    await user.type(rendimiento, '2');
    // 250 g net with 20 % waste takes 312,5 g: $375.
    const harina = await agregarLinea(user, dialog, 'Harina 000 (kg)', '250', 'g', '20');
    expect(money(within(harina).getByTestId('receta-linea-costo').textContent)).toBe('$ 375,00');
    // The sauce costs $1.000 a litre (2 kg of tomato make 2 l): 100 ml, $100.
    const salsaLinea = await agregarLinea(user, dialog, 'Salsa de tomate (l)', '100', 'ml');
    expect(money(within(salsaLinea).getByTestId('receta-linea-costo').textContent)).toBe('$ 100,00');
    // ($375 + $100) / 2 portions.
    expect(money(within(dialog).getByTestId('receta-costo').textContent)).toBe('$ 237,50');
    await user.click(within(dialog).getByRole('tab', { name: 'Datos' }));
    const precio = within(dialog).getByRole('textbox', { name: /^Precio/ });
    await user.clear(precio);
    await user.type(precio, '950');
    await user.click(within(dialog).getByTestId('tab-receta'));
    expect(within(dialog).getByTestId('receta-food-cost').textContent).toBe('25%');
  });

  it('opens a saved recipe with its lines, and says what is wrong with a line before saving anything', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const guardada = receta({
      productoId: 5,
      rendimiento: 1,
      lineas: [{ id: 30, insumoId: 2, preparacionId: null, nombre: 'Muzzarella', cantidad: 0.2, unidad: 'kg', mermaPorcentaje: 0, quitar: false, costo: 1600 }],
      costo: 1600,
      margen: 6000,
      foodCostPorcentaje: 21.05,
    });
    const calls = api({ guardada });
    const user = userEvent.setup();
    const dialog = await abrirReceta(user);
    const [linea] = within(dialog).getAllByTestId('receta-linea');
    expect((within(linea!).getByRole('textbox', { name: /^Cantidad de la línea/ }) as HTMLInputElement).value).toBe('0,2');
    expect(money(within(dialog).getByTestId('receta-costo').textContent)).toBe('$ 1.600,00');
    expect(within(dialog).getByTestId('receta-guardada').textContent).toContain('21,05%');
    await user.click(within(dialog).getByTestId('agregar-linea-receta'));
    const nueva = within(dialog).getAllByTestId('receta-linea').at(-1)!;
    await user.type(within(nueva).getByRole('textbox', { name: /^Cantidad de la línea/ }), '0');
    await user.click(within(dialog).getByTestId('save-producto'));
    expect(await within(nueva).findByText('Elegí un insumo o una preparación para la línea')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.selectOptions(within(nueva).getByRole('combobox', { name: /^Insumo o preparación de la línea/ }), 'Cebolla (kg)');
    await user.click(within(dialog).getByTestId('save-producto'));
    expect(await within(nueva).findByText('La cantidad debe ser mayor a 0')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows quantities only to a user without productos.costos', async () => {
    await signInWith(['productos.editar']);
    const calls = api({ insumos: [sinCosto(HARINA), sinCosto(MUZZARELLA)] });
    const user = userEvent.setup();
    const dialog = await abrirReceta(user);
    await agregarLinea(user, dialog, 'Harina 000 (kg)', '0,25', 'kg');
    expect(within(dialog).queryByTestId('receta-linea-costo')).toBeNull();
    expect(within(dialog).queryByTestId('receta-resumen')).toBeNull();
    expect(within(dialog).getByText(/No tenés permiso para ver los costos/)).toBeTruthy();
    await user.click(within(dialog).getByTestId('save-producto'));
    await waitFor(() => expect(recetaPut(calls)).toBeDefined());
    expect((recetaPut(calls)!.body as ProductoRecetaInput).lineas).toEqual([{ insumoId: 1, cantidad: 0.25, unidad: 'kg', mermaPorcentaje: 0, quitar: false }]);
  });

  it('offers no recipe for a combo, and saves no recipe when the tab was not touched', async () => {
    await signInWith(['productos.editar', 'productos.costos']);
    const calls = api();
    const user = userEvent.setup();
    renderPage(<ProductosPage />, { path: '/productos' });
    await user.click(await screen.findByRole('button', { name: 'Editar Menú pizza' }));
    const combo = await screen.findByTestId('producto-dialog');
    await within(combo).findByTestId('combo-section');
    expect(within(combo).queryByTestId('tab-receta')).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/receta'))).toBe(false);
  });
});

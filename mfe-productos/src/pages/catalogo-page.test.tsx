import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { categoria, producto } from '../test/inventario-fixtures';
import CatalogoPage from './catalogo-page';

const BEBIDAS = categoria();
const POSTRES = categoria({ id: 6, nombre: 'Postres', orden: 2, cantidadProductos: 1 });
const VACIA = categoria({ id: 7, nombre: 'Sin productos', orden: 3, cantidadProductos: 0 });

function stubCatalogo() {
  return stubApi({
    'GET /categorias': () => okResponse([BEBIDAS, POSTRES, VACIA]),
    'GET /productos': (call) =>
      okResponse(
        call.query.get('categoriaId') === '4'
          ? {
              items: [
                producto({ imagen: { card: '/api/productos/2/imagen?size=card&v=abc', thumb: '/api/productos/2/imagen?size=thumb&v=abc' } }),
                producto({ id: 5, nombre: 'Agua mineral 500 ml', descripcion: null, precio: 1800 }),
              ],
              total: 2,
            }
          : { items: [producto({ id: 11, nombre: 'Flan casero', descripcion: 'Con dulce de leche', categoriaId: 6, categoria: 'Postres', precio: 4000.5 })], total: 1 },
      ),
  });
}

describe('/catalogo', () => {
  it('shows the active products as cards by category, with image, description and price', async () => {
    const calls = stubCatalogo();
    renderPage(<CatalogoPage />, { path: '/catalogo' });
    const sections = await screen.findAllByTestId('catalogo-section');
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual(['Bebidas', 'Postres']);
    const cards = await within(sections[0]!).findAllByTestId('catalogo-card');
    expect(within(cards[0]!).getByRole('img', { name: 'Gaseosa cola 500 ml' }).getAttribute('src')).toBe('/api/productos/2/imagen?size=card&v=abc');
    expect(cards[0]!.textContent).toContain('Botella retornable');
    expect(within(cards[0]!).getByTestId('catalogo-precio').textContent).toMatch(/^\$\s?3\.200,00$/);
    expect(cards[1]!.textContent).toContain('Sin imagen');
    const flan = await within(sections[1]!).findByTestId('catalogo-card');
    expect(within(flan).getByTestId('catalogo-precio').textContent).toMatch(/^\$\s?4\.000,50$/);
    const query = calls.find((c) => c.path === '/productos' && c.query.get('categoriaId') === '4')!.query;
    expect(Object.fromEntries(query)).toMatchObject({ estado: 'activos', ordenarPor: 'nombre', limite: '100', pagina: '1' });
    // Jump links to each category.
    const links = within(screen.getByRole('navigation', { name: 'Ir a la categoría' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Bebidas', '#catalogo-categoria-4'],
      ['Postres', '#catalogo-categoria-6'],
    ]);
  });

  it('prints the catalogue, and its print rules hide everything but the catalogue', async () => {
    const user = userEvent.setup();
    stubCatalogo();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPage(<CatalogoPage />, { path: '/catalogo' });
    await screen.findAllByTestId('catalogo-card');
    await user.click(screen.getByTestId('catalogo-imprimir'));
    expect(print).toHaveBeenCalledTimes(1);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(/@media print/);
    expect(css).toContain(':not([data-print-area])');
    expect(screen.getByTestId('catalogo-page').hasAttribute('data-print-area')).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Ir a la categoría' }).closest('[data-no-print]')).not.toBeNull();
  });

  it('narrows the catalogue to one category', async () => {
    const user = userEvent.setup();
    stubCatalogo();
    renderPage(<CatalogoPage />, { path: '/catalogo' });
    await screen.findAllByTestId('catalogo-section');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Postres');
    const sections = screen.getAllByTestId('catalogo-section');
    expect(sections).toHaveLength(1);
    expect(await within(sections[0]!).findByText('Flan casero')).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrecioHistorial } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import ProductosPage from '../../pages/productos-page';
import { categoriasFixture, productoFixture, proveedoresFixture, subcategoriasFixture } from './test-fixtures';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

const cambio = (overrides: Partial<PrecioHistorial>): PrecioHistorial => ({
  id: 1,
  productoId: 100,
  producto: 'Agua',
  precioAnterior: 2_500,
  precioNuevo: 1,
  costoAnterior: 800,
  costoNuevo: 800,
  origen: 'edicion',
  ajusteId: null,
  fecha: '2026-11-20T18:30:00.000Z',
  usuario: 'Diego Fernández',
  motivo: 'Promo del día',
  ...overrides,
});

function api(historial: PrecioHistorial[]) {
  return stubApi({
    'GET /productos': () => okResponse({ items: [productoFixture({ id: 100, nombre: 'Agua' })], total: 1 }),
    'GET /categorias': () => okResponse(categoriasFixture()),
    'GET /subcategorias': () => okResponse({ items: subcategoriasFixture(), total: 1 }),
    'GET /proveedores': () => okResponse(proveedoresFixture()),
    'GET /precios/historial': () => okResponse({ items: historial, total: historial.length }),
  });
}

async function abrirHistorial(user: ReturnType<typeof userEvent.setup>) {
  renderPage(<ProductosPage />, { path: '/productos' });
  const table = await screen.findByTestId('productos-table');
  await user.click(within(table).getByRole('button', { name: 'Historial de precios de Agua' }));
  return screen.findByTestId('precios-historial-table');
}

describe('/productos price history', { timeout: 45_000 }, () => {
  it("shows who changed the product's price and cost, when, from what to what, how and why", async () => {
    const user = userEvent.setup();
    const calls = api([cambio({ id: 2, precioAnterior: 1, precioNuevo: 2_500, motivo: null, usuario: 'Laura Gómez', origen: 'ajuste', ajusteId: 4 }), cambio({})]);
    const table = await abrirHistorial(user);
    expect(calls.find((c) => c.path === '/precios/historial')!.query.get('productoId')).toBe('100');
    const [ultima, primera] = within(table).getAllByTestId('precio-historial-row');
    expect(plain(primera!.textContent)).toContain('Diego Fernández');
    expect(plain(primera!.textContent)).toContain('$ 2.500,00 → $ 1,00');
    expect(plain(primera!.textContent)).toContain('$ 800,00 → $ 800,00');
    expect(plain(primera!.textContent)).toContain('Ficha del producto');
    expect(plain(primera!.textContent)).toContain('Promo del día');
    expect(plain(ultima!.textContent)).toContain('Laura Gómez');
    expect(plain(ultima!.textContent)).toContain('Ajuste masivo');
    expect(within(table).getByRole('columnheader', { name: 'Costo' })).toBeTruthy();
  });

  it('has no cost column when the api sends no costs (a user without productos.costos)', async () => {
    const user = userEvent.setup();
    api([cambio({ costoAnterior: null, costoNuevo: null })]);
    const table = await abrirHistorial(user);
    expect(plain(within(table).getByTestId('precio-historial-row').textContent)).toContain('$ 2.500,00 → $ 1,00');
    expect(within(table).queryByRole('columnheader', { name: 'Costo' })).toBeNull();
  });
});

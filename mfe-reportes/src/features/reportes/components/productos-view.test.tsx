import { screen, within } from '@testing-library/react';
import { reporteProductosSchema } from '@resto/shared/contracts';
import { setLanguage } from '@resto/shared/i18n';
import { renderPage } from '@resto/shared/sales-ui/testing';
import { reporteProductosFixture } from '../../../test/fixtures';
import { ProductosView } from './report-views';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');
const rows = () =>
  within(screen.getByTestId('tabla-modificadores'))
    .getAllByRole('row')
    .map((r) =>
      within(r)
        .queryAllByRole('cell')
        .map((c) => plain(c.textContent)),
    );

/** The products report of a venue whose steak sold with its point and an extra. */
const withOptions = () =>
  reporteProductosSchema.parse({
    ...reporteProductosFixture(),
    modificadores: [
      { productoId: 7, producto: 'Bife de chorizo', grupo: 'Punto de la carne', opcion: 'A punto', cantidad: 12, ingresos: 0 },
      { productoId: 7, producto: 'Bife de chorizo', grupo: 'Extras', opcion: 'Queso', cantidad: 5, ingresos: 4_000 },
      { productoId: 7, producto: 'Bife de chorizo', grupo: 'Extras', opcion: 'Papas extra', cantidad: 1.5, ingresos: 1_800.5 },
    ],
  });

describe('the products report: options sold', () => {
  afterEach(async () => {
    await setLanguage('es');
  });

  it('lists each option with its units and what its extra price added', async () => {
    await setLanguage('es');
    renderPage(<ProductosView data={withOptions()} />);
    expect(screen.getByRole('heading', { name: 'Opciones elegidas' })).toBeTruthy();
    const [header, ...body] = within(screen.getByTestId('tabla-modificadores')).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Producto', 'Grupo', 'Opción', 'Unidades', 'Adicional cobrado']);
    expect(body).toHaveLength(3);
    expect(rows().slice(1)).toEqual([
      ['Bife de chorizo', 'Punto de la carne', 'A punto', '12', '$ 0,00'],
      ['Bife de chorizo', 'Extras', 'Queso', '5', '$ 4.000,00'],
      ['Bife de chorizo', 'Extras', 'Papas extra', '1,5', '$ 1.800,50'],
    ]);
  });

  it('speaks the interface language', async () => {
    await setLanguage('en');
    renderPage(<ProductosView data={withOptions()} />);
    expect(screen.getByRole('heading', { name: 'Options chosen' })).toBeTruthy();
    expect(
      within(screen.getByTestId('tabla-modificadores'))
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Product', 'Group', 'Option', 'Units', 'Extra charged']);
  });

  it('leaves the section out for a venue that sold no options', async () => {
    await setLanguage('es');
    renderPage(<ProductosView data={reporteProductosSchema.parse({ ...reporteProductosFixture(), modificadores: [] })} />);
    expect(screen.getByTestId('tabla-productos')).toBeTruthy();
    expect(screen.queryByTestId('tabla-modificadores')).toBeNull();
    expect(screen.queryByText('Opciones elegidas')).toBeNull();
  });
});

describe("the products report: 'Sin movimiento' and 'Menos vendidos'", () => {
  afterEach(async () => {
    await setLanguage('es');
  });

  const table = (testId: string) =>
    within(screen.getByTestId(testId))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => plain(c.textContent)),
      );

  it('lists what did not sell apart from what sold least, each under its own title', async () => {
    await setLanguage('es');
    renderPage(<ProductosView data={reporteProductosFixture()} />);
    expect(screen.getByRole('heading', { name: 'Sin movimiento' })).toBeTruthy();
    expect(table('tabla-sin-movimiento')).toEqual([['Flan casero', 'Postres', '0']]);
    expect(screen.getByRole('heading', { name: 'Menos vendidos' })).toBeTruthy();
    expect(table('tabla-menos-vendidos')).toEqual([
      ['Agua mineral', 'Bebidas', '15'],
      ['Pizza muzzarella', 'Pizzas', '30'],
    ]);
  });

  it('names both lists in the interface language', async () => {
    await setLanguage('en');
    renderPage(<ProductosView data={reporteProductosFixture()} />);
    expect(screen.getByRole('heading', { name: 'No sales' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Least sold' })).toBeTruthy();
  });
});

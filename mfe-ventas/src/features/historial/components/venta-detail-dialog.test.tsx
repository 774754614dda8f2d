import { screen, within } from '@testing-library/react';
import { setLanguage } from '@resto/shared/i18n';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { venta } from '../../../test/fixtures';
import { VentaDetailDialog } from './venta-detail-dialog';

const BIFE = {
  id: 2,
  productoId: 8,
  producto: 'Bife de chorizo',
  categoria: 'Carnes',
  unidadMedida: 'unidad' as const,
  esPorPeso: false,
  cantidad: 2,
  peso: null,
  precioUnitario: 19700,
  bruto: 39400,
  tipoDescuento: null,
  valorDescuento: null,
  descuento: 0,
  subtotal: 39400,
  notas: null,
  listaPrecio: 'Happy hour',
  modificadores: [
    { grupoId: 1, grupo: 'Punto de la carne', opcionId: 2, nombre: 'A punto', precioDelta: 0 },
    { grupoId: 2, grupo: 'Extras', opcionId: 4, nombre: 'Queso', precioDelta: 800 },
  ],
};

const MENU = {
  ...BIFE,
  id: 3,
  productoId: 50,
  producto: 'Menú ejecutivo',
  categoria: 'Menús',
  cantidad: 1,
  precioUnitario: 13500,
  bruto: 13500,
  subtotal: 13500,
  listaPrecio: null,
  modificadores: [],
  componentes: [
    { grupoId: 1, grupo: 'Entrada', opcionId: 12, productoId: 102, nombre: 'Provoleta', recargo: 1500 },
    { grupoId: 2, grupo: 'Bebida', opcionId: 21, productoId: 201, nombre: 'Agua mineral', recargo: 0 },
  ],
};

function show() {
  const sale = venta({ items: [...venta().items, BIFE, MENU] });
  stubApi({ 'GET /ventas/:id': () => okResponse(sale), 'GET /ventas/:id/comprobantes': () => okResponse([]) });
  renderPage(<VentaDetailDialog ventaId={sale.id} onClose={() => {}} onChanged={() => {}} />);
}

describe("a sale's detail", () => {
  afterEach(async () => {
    await setLanguage('es');
  });

  it("shows each line's options under the product: the cooking point, and an extra with what it adds", async () => {
    show();
    const items = await screen.findByTestId('detalle-items');
    const rows = within(items).getAllByRole('row');
    const bife = rows.find((r) => r.textContent?.includes('Bife de chorizo'))!;
    const opciones = within(bife).getByRole('list', { name: 'Opciones' });
    expect(
      within(opciones)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['Punto de la carne: A punto', 'Extras: Queso (+$ 800,00)']);
    // A line without options shows none.
    const pizza = rows.find((r) => r.textContent?.includes('Pizza muzzarella'))!;
    expect(within(pizza).queryByRole('list')).toBeNull();
  });

  it("shows a combo line's components under it, the one chosen in each group with its surcharge", async () => {
    show();
    const items = await screen.findByTestId('detalle-items');
    const menu = within(items)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Menú ejecutivo'))!;
    const incluye = within(menu).getByRole('list', { name: 'Incluye' });
    expect(
      within(incluye)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['Entrada: Provoleta (+$ 1.500,00)', 'Bebida: Agua mineral']);
  });

  it('shows the price list a line was priced by beside its price', async () => {
    show();
    const items = await screen.findByTestId('detalle-items');
    expect(
      within(items)
        .getAllByTestId('detalle-lista-precio')
        .map((e) => e.textContent),
    ).toEqual(['Happy hour']);
  });

  it('labels them in the interface language', async () => {
    await setLanguage('en');
    show();
    const items = await screen.findByTestId('detalle-items');
    expect(within(items).getByRole('list', { name: 'Options' })).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { pedidoItemSchema } from '@resto/shared/contracts';
import { renderPage } from '@resto/shared/sales-ui/testing';
import { PedidoItemDetail } from './pedido-item-detail';

const item = (extra: object) =>
  pedidoItemSchema.parse({
    id: 1,
    draftItemId: null,
    productoId: 50,
    nombre: 'Menú ejecutivo',
    unidadMedida: 'unidad',
    cantidad: 1,
    precioUnitario: 13_500,
    subtotal: 13_500,
    notas: null,
    eliminado: false,
    ...extra,
  });

describe("a kitchen line's detail", () => {
  it("names a combo's components, the dish chosen in each group", () => {
    renderPage(
      <PedidoItemDetail
        item={item({
          componentes: [
            { grupoId: 1, grupo: 'Entrada', opcionId: 12, productoId: 102, nombre: 'Provoleta a la parrilla', recargo: 1500 },
            { grupoId: 2, grupo: 'Principal', opcionId: 21, productoId: 201, nombre: 'Milanesa napolitana', recargo: 0 },
          ],
        })}
      />,
    );
    expect(screen.getByTestId('pedido-item-componentes').textContent).toBe('Provoleta a la parrilla, Milanesa napolitana');
  });

  it('shows none for a simple product', () => {
    renderPage(<PedidoItemDetail item={item({ componentes: [] })} />);
    expect(screen.queryByTestId('pedido-item-componentes')).toBeNull();
  });
});

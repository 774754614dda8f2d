import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stockUpdateResultSchema, type StockUpdateBody } from '@resto/shared/contracts';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { AGUA, movimiento, productoVenta } from '../test/inventario-fixtures';
import MStockPage from './m-stock-page';

describe('/m/stock', () => {
  it('finds a product by its barcode, counts it and shows the new stock, with 44 px controls', async () => {
    const user = userEvent.setup();
    const sent: StockUpdateBody[] = [];
    let agua = AGUA;
    const calls = stubApi({
      'GET /productos/buscar': () => okResponse([agua]),
      'POST /stock/update': (call) => {
        sent.push(call.body as StockUpdateBody);
        agua = { ...AGUA, stockActual: 12, bajoStock: false };
        return okResponse(
          stockUpdateResultSchema.parse({
            movimiento: movimiento({ id: 41, productoId: 5, tipo: 'conteo', cantidad: 9, stockAnterior: 3, stockResultante: 12, documento: null, ventaId: null }),
            stockActual: 12,
            bajoStock: false,
          }),
        );
      },
    });
    renderPage(<MStockPage />, { path: '/m/stock' });
    await user.type(screen.getByRole('searchbox', { name: 'Código de barras o nombre' }), '7790315000018');
    const card = await screen.findByTestId('m-stock-producto');
    expect(within(card).getByTestId('stock-badge').textContent).toBe('Stock bajo');
    expect(within(card).getByTestId('ajuste-stock-actual').textContent).toBe('Stock actual: 3 u.');
    expect(getComputedStyle(within(card).getByTestId('ajuste-guardar')).minHeight).toBe('44px');

    await user.type(within(card).getByRole('textbox', { name: /Stock contado/ }), '12');
    await user.click(within(card).getByTestId('ajuste-guardar'));
    await waitFor(() => expect(within(screen.getByTestId('m-stock-producto')).getByTestId('ajuste-stock-actual').textContent).toBe('Stock actual: 12 u.'));
    expect(within(screen.getByTestId('m-stock-producto')).getByTestId('stock-badge').textContent).toBe('Normal');
    expect(sent).toEqual([expect.objectContaining({ productoId: 5, motivo: 'conteo', cantidad: 12 })]);
    // The search is asked again after the save, and the phone keeps showing the api's stock.
    await waitFor(() => expect(calls.filter((c) => c.path === '/productos/buscar')).toHaveLength(2));
    expect(within(screen.getByTestId('m-stock-producto')).getByTestId('ajuste-stock-actual').textContent).toBe('Stock actual: 12 u.');
    // Ready for the next count.
    expect((within(screen.getByTestId('m-stock-producto')).getByRole('textbox', { name: /Stock contado/ }) as HTMLInputElement).value).toBe('');
  });

  it('does not offer a count for a product that does not control stock', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /productos/buscar': () =>
        okResponse([productoVenta({ id: 1, nombre: 'Pizza muzzarella', controlaStock: false, stockActual: null, stockMinimo: null, codigoBarras: null })]),
    });
    renderPage(<MStockPage />, { path: '/m/stock' });
    await user.type(screen.getByRole('searchbox', { name: 'Código de barras o nombre' }), 'pizza');
    const card = await screen.findByTestId('m-stock-producto');
    expect(card.textContent).toContain('Este producto no controla stock');
    expect(within(card).queryByTestId('ajuste-stock-form')).toBeNull();
  });
});

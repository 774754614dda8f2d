import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productosListSchema, stockUpdateResultSchema, type Producto, type StockUpdateBody } from '@resto/shared/contracts';
import { SEEDED_ROLE_PERMISSIONS } from '@resto/shared/rules';
import { okResponse, renderPage, signInWith, stubApi, type ApiCall } from '@resto/shared/sales-ui/testing';
import { AGUA, GASEOSA, movimiento, producto, QUESO, refusal } from '../test/inventario-fixtures';
import StockPage from './stock-page';

/** The levels as GET /productos answers them (the back office's product shape). */
const nivel = (p: typeof AGUA): Producto =>
  producto({
    id: p.id,
    nombre: p.nombre,
    categoria: p.categoria,
    unidadMedida: p.unidadMedida,
    esPorPeso: p.esPorPeso,
    stockActual: p.stockActual ?? 0,
    stockMinimo: p.stockMinimo ?? 0,
    bajoStock: p.bajoStock,
  });

/**
 * GET /productos for the stock screen: a page of `items` (the api's order and paging), and the
 * summary's two counts (limite=1): every product that controls stock, and those under the minimum.
 */
function niveles(items: readonly (typeof AGUA)[], counts = { total: items.length, bajos: items.filter((p) => p.bajoStock).length }) {
  return (call: ApiCall) => {
    const total = call.query.get('bajoStock') === 'true' ? counts.bajos : counts.total;
    const page = call.query.get('limite') === '1' ? [] : items.map(nivel);
    return okResponse(productosListSchema.parse({ items: page, total }));
  };
}

function adjusted(stockActual: number, bajoStock = false) {
  return stockUpdateResultSchema.parse({
    movimiento: movimiento({ id: 40, tipo: 'compra', cantidad: 12, stockAnterior: 3, stockResultante: stockActual, documento: null, ventaId: null }),
    stockActual,
    bajoStock,
  });
}

describe('/stock', () => {
  // Who runs the stock (productos.editar) unless a test signs in as someone else.
  beforeEach(() => signInWith(['productos.editar']));

  it('offers a waiter (no productos.editar) the levels and their movements but no adjustment', async () => {
    await signInWith(SEEDED_ROLE_PERMISSIONS.mozo, 'mozo');
    stubApi({ 'GET /productos': niveles([AGUA, GASEOSA]) });
    renderPage(<StockPage />, { path: '/stock' });
    const rows = await screen.findAllByTestId('nivel-row');
    expect(within(rows[0]!).queryByRole('button', { name: /^Ajustar/ })).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: /movimientos/i })).toBeTruthy();
  });

  it('lists the levels the api pages and orders (under their minimum first), marked, and asks it to search and filter', async () => {
    const calls = stubApi({ 'GET /productos': niveles([AGUA, GASEOSA, QUESO], { total: 45, bajos: 1 }) });
    renderPage(<StockPage />, { path: '/stock' });
    const rows = await screen.findAllByTestId('nivel-row');
    expect(rows.map((r) => within(r).getByRole('cell', { name: /ml|Queso/ }).textContent)).toEqual([
      expect.stringContaining('Agua mineral 500 ml'),
      expect.stringContaining('Gaseosa cola 500 ml'),
      expect.stringContaining('Queso de campo'),
    ]);
    expect(within(rows[0]!).getByTestId('stock-badge').textContent).toBe('Stock bajo');
    expect(within(rows[0]!).getByTestId('nivel-stock').textContent).toBe('3 u.');
    expect(within(rows[1]!).getByTestId('stock-badge').textContent).toBe('Normal');
    expect(within(rows[2]!).getByTestId('nivel-stock').textContent).toBe('2,75 kg');
    expect(screen.getByTestId('niveles-resumen').textContent).toBe('45 productos controlan stock · 1 con stock bajo');
    const pages = () => calls.filter((c) => c.path === '/productos' && c.query.get('limite') === '20');
    expect(Object.fromEntries(pages().at(-1)!.query)).toEqual({
      estado: 'activos',
      ordenarPor: 'urgencia',
      ordenDireccion: 'asc',
      pagina: '1',
      limite: '20',
      controlaStock: 'true',
    });
    // 45 products: three pages of 20, the next one asked for.
    expect(screen.getByTestId('list-pager').textContent).toContain('1 de 3');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(pages().at(-1)!.query.get('pagina')).toBe('2'));
    // The table scrolls inside a region the keyboard can reach.
    const region = screen.getByRole('region', { name: 'Niveles de stock' });
    expect(region.getAttribute('tabindex')).toBe('0');

    await userEvent.setup().click(screen.getByText('Solo stock bajo'));
    await waitFor(() => expect(pages().at(-1)!.query.get('bajoStock')).toBe('true'));
    expect(pages().at(-1)!.query.get('pagina')).toBe('1');
    await userEvent.setup().type(screen.getByTestId('niveles-buscar'), 'agua');
    await waitFor(() => expect(pages().at(-1)!.query.get('q')).toBe('agua'));
  });

  it('refuses a loss that would take the stock below 0, with the api message, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent: StockUpdateBody[] = [];
    stubApi({
      'GET /productos': niveles([AGUA, GASEOSA]),
      'POST /stock/update': (call) => {
        sent.push(call.body as StockUpdateBody);
        return okResponse(adjusted(15));
      },
    });
    renderPage(<StockPage />, { path: '/stock' });
    await user.click(await screen.findByRole('button', { name: 'Ajustar stock de Agua mineral 500 ml' }));
    const dialog = await screen.findByTestId('ajuste-stock-dialog');
    expect(within(dialog).getByTestId('ajuste-stock-actual').textContent).toBe('Stock actual: 3 u.');

    await user.click(within(dialog).getByText('Merma / pérdida'));
    await user.type(within(dialog).getByRole('textbox', { name: /Cantidad que sale/ }), '5');
    expect(within(dialog).getByTestId('ajuste-despues').textContent).toBe('Stock después del ajuste: -2 u.');
    await user.click(within(dialog).getByTestId('ajuste-guardar'));
    expect((await within(dialog).findByTestId('ajuste-cantidad-error')).textContent).toBe("El ajuste dejaría el stock de 'Agua mineral 500 ml' por debajo de 0: hay 3");
    // Units are whole for a product sold by unit.
    const cantidad = within(dialog).getByRole('textbox', { name: /Cantidad que sale/ });
    await user.clear(cantidad);
    await user.type(cantidad, '1,5');
    await user.click(within(dialog).getByTestId('ajuste-guardar'));
    expect((await within(dialog).findByTestId('ajuste-cantidad-error')).textContent).toMatch(/decimales/);
    expect(sent).toHaveLength(0);

    // A purchase of 12 goes through, with the product, the reason and a mutation id.
    await user.click(within(dialog).getByText('Compra'));
    const entra = within(dialog).getByRole('textbox', { name: /Cantidad que entra/ });
    await user.clear(entra);
    await user.type(entra, '12');
    await user.type(within(dialog).getByRole('textbox', { name: /Factura o remito/ }), 'A-0001-123');
    await user.click(within(dialog).getByTestId('ajuste-guardar'));
    await waitFor(() => expect(screen.queryByTestId('ajuste-stock-dialog')).toBeNull());
    expect(sent).toEqual([
      expect.objectContaining({ productoId: 5, motivo: 'compra', cantidad: 12, comprobante: 'A-0001-123', proveedorId: null, clientMutationId: expect.any(String) }),
    ]);
  });

  it("shows the api's refusal and keeps the same mutation id when the adjustment is retried", async () => {
    const user = userEvent.setup();
    const sent: StockUpdateBody[] = [];
    stubApi({
      'GET /productos': niveles([QUESO]),
      'POST /stock/update': (call) => {
        sent.push(call.body as StockUpdateBody);
        return sent.length === 1 ? refusal('STOCK_AJUSTE_NEGATIVO', "El ajuste dejaría el stock de 'Queso de campo' por debajo de 0: hay 1,5") : okResponse(adjusted(2.5));
      },
    });
    renderPage(<StockPage />, { path: '/stock' });
    await user.click(await screen.findByRole('button', { name: 'Ajustar stock de Queso de campo' }));
    const dialog = await screen.findByTestId('ajuste-stock-dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Stock contado \(kg\)/ }), '2,5');
    await user.click(within(dialog).getByTestId('ajuste-guardar'));
    expect((await within(dialog).findByTestId('ajuste-error')).textContent).toContain('por debajo de 0: hay 1,5');
    await user.click(within(dialog).getByTestId('ajuste-guardar'));
    await waitFor(() => expect(screen.queryByTestId('ajuste-stock-dialog')).toBeNull());
    expect(sent.map((b) => [b.motivo, b.cantidad])).toEqual([
      ['conteo', 2.5],
      ['conteo', 2.5],
    ]);
    expect(sent[1]!.clientMutationId).toBe(sent[0]!.clientMutationId);
  });

  it('lists movements with their documents and filters them by product and type', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /productos': niveles([AGUA, GASEOSA]),
      'GET /stock/movimientos': () =>
        okResponse({
          items: [
            movimiento(),
            movimiento({ id: 2, tipo: 'comanda', cantidad: -1, documento: { ventaId: 91, ventaNumero: 56, mesaNumero: 7 }, ventaId: 91 }),
            movimiento({ id: 3, tipo: 'anulacion', cantidad: 2, motivo: 'Cliente se arrepintió' }),
            movimiento({ id: 4, tipo: 'merma', cantidad: -3, documento: null, ventaId: null, motivo: 'Botellas rotas' }),
            movimiento({ id: 5, tipo: 'compra', cantidad: 24, documento: null, ventaId: null, proveedorId: 3, proveedor: 'Distribuidora del Sur SA', comprobante: 'A-0001-77' }),
          ],
          total: 5,
        }),
    });
    renderPage(<StockPage />, { path: '/stock' });
    await screen.findAllByTestId('nivel-row');
    await user.click(screen.getByRole('button', { name: 'Movimientos de Gaseosa cola 500 ml' }));
    const table = await screen.findByTestId('movimientos-table');
    expect(
      within(table)
        .getAllByTestId('movimiento-documento')
        .map((d) => d.textContent),
    ).toEqual([
      'Venta N° 55',
      'Comanda de la mesa 7 · Venta N° 56',
      'Anulación de Venta N° 55 · Cliente se arrepintió',
      'Botellas rotas',
      'Proveedor: Distribuidora del Sur SA · Comprobante: A-0001-77',
    ]);
    expect(within(table).getAllByTestId('movimiento-row')[4]!.textContent).toContain('+24 u.');
    let last = calls.filter((c) => c.path === '/stock/movimientos').at(-1)!;
    expect(last.query.get('productoId')).toBe('2');

    await user.selectOptions(screen.getByTestId('mov-tipo'), 'merma');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/stock/movimientos')
          .at(-1)!
          .query.get('tipo'),
      ).toBe('merma'),
    );
    last = calls.filter((c) => c.path === '/stock/movimientos').at(-1)!;
    expect(last.query.get('productoId')).toBe('2');
    expect(last.query.get('fechaDesde')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Another product is found by typing: the api searches, 10 at a time.
    const input = screen.getByTestId('mov-producto-input');
    expect((input as HTMLInputElement).value).toBe('Gaseosa cola 500 ml');
    await user.clear(input);
    // One key per call: in jsdom, a fast run of keys into Zag's combobox input drops one (a bare
    // Chakra combobox does the same there).
    for (const key of 'agua') await user.type(input, key);
    expect((input as HTMLInputElement).value).toBe('agua');
    await waitFor(() => expect(calls.some((c) => c.path === '/productos' && c.query.get('q') === 'agua' && c.query.get('limite') === '10')).toBe(true));
    await user.click(await screen.findByRole('option', { name: 'Agua mineral 500 ml' }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/stock/movimientos')
          .at(-1)!
          .query.get('productoId'),
      ).toBe('5'),
    );
  });
});

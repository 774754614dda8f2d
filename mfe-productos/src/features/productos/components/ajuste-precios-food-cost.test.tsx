import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AjustePreciosResult, ReporteCostos } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { AjustePreciosDialog } from './ajuste-precios-dialog';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

const preview: AjustePreciosResult = {
  preview: true,
  ajusteId: null,
  total: 1,
  sinReceta: 1,
  items: [
    {
      id: 4,
      nombre: 'Pizza muzzarella',
      categoria: 'Pizzas',
      marca: null,
      activo: true,
      precioAnterior: 10_000,
      precioNuevo: 11_000,
      costoAnterior: null,
      costoNuevo: null,
      costoReceta: 3_290,
      foodCostAnterior: 32.9,
      foodCostNuevo: 29.91,
    },
  ],
};

const informe = (señalados: number[]): ReporteCostos => ({
  moneda: 'ARS',
  generadoAt: '2026-12-07T15:00:00.000Z',
  objetivo: 30,
  señalados: señalados.length,
  items: [4, 5].map((id) => ({
    productoId: id,
    nombre: `Plato ${id}`,
    categoria: null,
    costo: 100,
    precio: 300,
    margen: 200,
    foodCostPorcentaje: 33.33,
    fechaCambioPrecio: '2026-12-01T00:00:00.000Z',
    costoAlCambioPrecio: 100,
    subaCostoPorcentaje: 0,
    señalado: señalados.includes(id),
  })),
});

describe('bulk price adjustment by food cost', { timeout: 60_000 }, () => {
  it('sets prices for a target food cost on the dishes the costs report flags, price only, and says how many had no recipe', async () => {
    await signInWith(['precios.ajustar', 'productos.costos', 'reportes.ver']);
    const posts: Record<string, unknown>[] = [];
    stubApi({
      'GET /reportes/costos': () => okResponse(informe([4])),
      'POST /productos/ajuste-precios': (call) => {
        posts.push(call.body as Record<string, unknown>);
        return okResponse(preview);
      },
    });
    const user = userEvent.setup();
    renderPage(<AjustePreciosDialog open onClose={() => undefined} categorias={[]} proveedores={[]} />, { path: '/productos' });
    const dialog = await screen.findByTestId('ajuste-dialog');
    await user.selectOptions(within(dialog).getByTestId('ajuste-modo'), 'Food cost objetivo');
    // By food cost only the sale price moves: no choice of what to apply it to.
    expect(within(dialog).queryByTestId('ajuste-aplicarA')).toBeNull();
    expect(within(dialog).getByText('Food cost objetivo (%)')).toBeTruthy();
    await user.type(within(dialog).getByTestId('ajuste-valor'), '30');
    await user.selectOptions(within(dialog).getByTestId('ajuste-redondeo.tipo'), 'A un múltiplo');
    await user.type(within(dialog).getByTestId('ajuste-multiplo'), '100');
    await user.click(within(within(dialog).getByTestId('ajuste-solo-senalados')).getByRole('checkbox'));
    await user.click(within(dialog).getByTestId('ajuste-preview'));

    const row = await within(dialog).findByTestId('ajuste-row');
    const texto = plain(row.textContent);
    for (const s of ['Pizza muzzarella', '$ 10.000,00', '$ 11.000,00', '$ 3.290,00', '29,91']) expect(texto).toContain(s);
    expect(plain(within(dialog).getByTestId('ajuste-sin-receta').textContent)).toBe('1 producto sin receta quedó afuera');
    expect(posts).toEqual([expect.objectContaining({ modo: 'food-cost', valor: 30, aplicarA: 'venta', productoIds: [4], redondeo: { tipo: 'multiplo', multiplo: 100 } })]);
  });

  it('says so when the costs report flags no dish, and asks nothing more', async () => {
    await signInWith(['precios.ajustar', 'productos.costos', 'reportes.ver']);
    const posts: unknown[] = [];
    stubApi({
      'GET /reportes/costos': () => okResponse(informe([])),
      'POST /productos/ajuste-precios': (call) => {
        posts.push(call.body);
        return okResponse(preview);
      },
    });
    const user = userEvent.setup();
    renderPage(<AjustePreciosDialog open onClose={() => undefined} categorias={[]} proveedores={[]} />, { path: '/productos' });
    const dialog = await screen.findByTestId('ajuste-dialog');
    await user.selectOptions(within(dialog).getByTestId('ajuste-modo'), 'Margen objetivo');
    await user.type(within(dialog).getByTestId('ajuste-valor'), '70');
    await user.click(within(within(dialog).getByTestId('ajuste-solo-senalados')).getByRole('checkbox'));
    await user.click(within(dialog).getByTestId('ajuste-preview'));
    await waitFor(() => expect(plain(within(dialog).getByTestId('ajuste-error').textContent)).toContain('El reporte de costos no señala ningún plato'));
    expect(posts).toEqual([]);
  });

  it('offers the flagged dishes only to who reads the costs report', async () => {
    await signInWith(['precios.ajustar']);
    stubApi({});
    renderPage(<AjustePreciosDialog open onClose={() => undefined} categorias={[]} proveedores={[]} />, { path: '/productos' });
    const dialog = await screen.findByTestId('ajuste-dialog');
    expect(within(dialog).queryByTestId('ajuste-solo-senalados')).toBeNull();
  });
});

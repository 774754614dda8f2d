import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReporteCostos } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { reporteVentasFixture } from '../../../test/fixtures';
import ReportesPage from '../../../pages/reportes-page';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

const costos: ReporteCostos = {
  moneda: 'ARS',
  generadoAt: '2026-12-07T15:00:00.000Z',
  objetivo: 30,
  señalados: 1,
  items: [
    {
      productoId: 4,
      nombre: 'Pizza muzzarella',
      categoria: 'Pizzas',
      costo: 3_290,
      precio: 10_000,
      margen: 6_710,
      foodCostPorcentaje: 32.9,
      fechaCambioPrecio: '2026-12-02T15:00:00.000Z',
      costoAlCambioPrecio: 2_665,
      subaCostoPorcentaje: 23.45,
      señalado: true,
    },
    {
      productoId: 5,
      nombre: 'Pan de ajo',
      categoria: null,
      costo: 190,
      precio: 3_000,
      margen: 2_810,
      foodCostPorcentaje: 6.33,
      fechaCambioPrecio: '2026-11-20T15:00:00.000Z',
      costoAlCambioPrecio: 190,
      subaCostoPorcentaje: 0,
      señalado: false,
    },
  ],
};

describe('/reportes: costs', { timeout: 90_000 }, () => {
  it("lists each dish's cost, price, margin, food cost and the rise since its price changed, flagging those above the target, with no range", async () => {
    await signInWith(['reportes.ver', 'productos.costos']);
    const calls = stubApi({
      'GET /reportes/ventas': () => okResponse(reporteVentasFixture()),
      'GET /reportes/costos': () => okResponse(costos),
      'GET /medios-de-pago': () => okResponse([]),
    });
    const user = userEvent.setup();
    renderPage(<ReportesPage />, { path: '/reportes' });
    await user.click(await screen.findByTestId('tab-costos'));
    const tabla = await screen.findByTestId('tabla-costos', {}, { timeout: 20_000 });
    const pizza = plain(within(tabla).getByText('Pizza muzzarella').closest('tr')!.textContent);
    for (const s of ['Pizzas', '$ 3.290,00', '$ 10.000,00', '$ 6.710,00', '32,9', '$ 2.665,00', '02/12/2026', 'Suba 23,45', 'Sobre el objetivo']) expect(pizza).toContain(s);
    expect(plain(within(tabla).getByText('Pan de ajo').closest('tr')!.textContent)).toContain('En objetivo');
    expect(plain(screen.getByTestId('kpi-senalados').textContent)).toContain('de 2 platos con receta');
    // Today's costs: no range to choose, and none sent.
    expect(screen.queryByTestId('rango-filtro')).toBeNull();
    expect([...calls.find((c) => c.path === '/reportes/costos')!.query.keys()]).toEqual([]);
    expect((screen.getByTestId('exportar-csv') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows no cost tabs to a reader without productos.costos', async () => {
    await signInWith(['reportes.ver']);
    stubApi({ 'GET /reportes/ventas': () => okResponse(reporteVentasFixture()), 'GET /medios-de-pago': () => okResponse([]) });
    renderPage(<ReportesPage />, { path: '/reportes' });
    await screen.findByTestId('tab-ventas');
    for (const tab of ['costos', 'consumo', 'ingenieria-menu']) expect(screen.queryByTestId(`tab-${tab}`)).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReporteIngenieriaMenu } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { reporteVentasFixture } from '../../../test/fixtures';
import ReportesPage from '../../../pages/reportes-page';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

const item = (
  productoId: number,
  nombre: string,
  unidades: number,
  popularidadPorcentaje: number,
  margenUnitario: number,
  clase: ReporteIngenieriaMenu['items'][number]['clase'],
) => ({
  productoId,
  nombre,
  categoria: null,
  unidades,
  popularidadPorcentaje,
  precioPromedio: margenUnitario + 300,
  costo: 300,
  margenUnitario,
  margenTotal: unidades * margenUnitario,
  clase,
});

const ingenieria: ReporteIngenieriaMenu = {
  desde: '2026-11-08',
  hasta: '2026-12-07',
  moneda: 'ARS',
  generadoAt: '2026-12-07T15:00:00.000Z',
  items: [
    item(1, 'Milanesa', 40, 50, 675, 'estrella'),
    item(2, 'Empanada', 30, 37.5, 200, 'caballo'),
    item(3, 'Lomo', 5, 6.25, 1_000, 'rompecabezas'),
    item(4, 'Flan', 5, 6.25, 100, 'perro'),
  ],
  totales: { unidades: 80, margenTotal: 38_500, margenPromedio: 481.25, umbralPopularidad: 17.5 },
};

describe('/reportes: menu engineering', { timeout: 90_000 }, () => {
  it('classes each dish with its popularity and margin, draws the quadrants and names the lines between them', async () => {
    await signInWith(['reportes.ver', 'productos.costos']);
    const calls = stubApi({
      'GET /reportes/ventas': () => okResponse(reporteVentasFixture()),
      'GET /reportes/ingenieria-menu': () => okResponse(ingenieria),
      'GET /medios-de-pago': () => okResponse([]),
    });
    const user = userEvent.setup();
    renderPage(<ReportesPage />, { path: '/reportes' });
    await user.click(await screen.findByTestId('tab-ingenieria-menu'));
    const tabla = await screen.findByTestId('tabla-ingenieria', {}, { timeout: 20_000 });
    const clase = (nombre: string) => plain(within(tabla).getByText(nombre).closest('tr')!.textContent);
    expect(clase('Milanesa')).toContain('Estrella');
    expect(clase('Milanesa')).toContain('50');
    expect(clase('Milanesa')).toContain('$ 675,00');
    expect(clase('Empanada')).toContain('Caballo');
    expect(clase('Lomo')).toContain('Rompecabezas');
    expect(clase('Flan')).toContain('Perro');
    expect(plain(screen.getByTestId('kpi-margen-promedio').textContent)).toContain('Margen promedio');
    expect(plain(screen.getByTestId('kpi-umbral').textContent)).toContain('17,5');
    expect(screen.queryByRole('img', { name: 'Popularidad contra margen' })).not.toBeNull();
    expect(Object.fromEntries(calls.find((c) => c.path === '/reportes/ingenieria-menu')!.query)).toEqual({ rango: '30' });
  });
});

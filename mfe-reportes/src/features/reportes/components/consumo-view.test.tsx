import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReporteConsumo } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { reporteVentasFixture } from '../../../test/fixtures';
import ReportesPage from '../../../pages/reportes-page';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

const consumo: ReporteConsumo = {
  desde: '2026-11-08',
  hasta: '2026-12-07',
  moneda: 'ARS',
  generadoAt: '2026-12-07T15:00:00.000Z',
  items: [
    {
      insumoId: 1,
      nombre: 'Muzzarella',
      unidad: 'kg',
      teorico: 3,
      merma: 0.5,
      compras: 3,
      stockInicial: 10,
      stockFinal: 9.2,
      real: 3.8,
      varianza: 0.3,
      costoUnitario: 7_000,
      teoricoCosto: 20_000,
      mermaCosto: 3_500,
      varianzaCosto: 2_100,
    },
    {
      insumoId: 2,
      nombre: 'Orégano',
      unidad: 'g',
      teorico: 12.5,
      merma: 0,
      compras: 0,
      stockInicial: 100,
      stockFinal: 87.5,
      real: 12.5,
      varianza: 0,
      costoUnitario: 15,
      teoricoCosto: 187.5,
      mermaCosto: 0,
      varianzaCosto: 0,
    },
  ],
  totales: { teoricoCosto: 20_187.5, mermaCosto: 3_500, varianzaCosto: 2_100 },
};

describe('/reportes: ingredient use', { timeout: 90_000 }, () => {
  it('shows theoretical against actual use per ingredient with the variance in quantity and money, for the range chosen', async () => {
    await signInWith(['reportes.ver', 'productos.costos']);
    const calls = stubApi({
      'GET /reportes/ventas': () => okResponse(reporteVentasFixture()),
      'GET /reportes/consumo': () => okResponse(consumo),
      'GET /medios-de-pago': () => okResponse([]),
    });
    const user = userEvent.setup();
    renderPage(<ReportesPage />, { path: '/reportes' });
    await user.click(await screen.findByTestId('tab-consumo'));
    const tabla = await screen.findByTestId('tabla-consumo', {}, { timeout: 20_000 });
    const muzza = plain(within(tabla).getByText('Muzzarella').closest('tr')!.textContent);
    for (const s of ['10 kg', '9,2 kg', '3,8 kg', '0,5 kg', '0,3 kg', '$ 7.000,00', '$ 2.100,00']) expect(muzza).toContain(s);
    expect(plain(within(tabla).getByText('Orégano').closest('tr')!.textContent)).toContain('87,5 g');
    expect(plain(screen.getByTestId('tabla-consumo-totales').textContent)).toContain('$ 2.100,00');
    expect(screen.queryByTestId('rango-filtro')).not.toBeNull();
    expect(Object.fromEntries(calls.find((c) => c.path === '/reportes/consumo')!.query)).toEqual({ rango: '30' });
  });
});

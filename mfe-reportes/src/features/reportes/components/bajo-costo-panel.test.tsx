import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReporteBajoCosto } from '@resto/shared/contracts';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { reporteVentasFixture } from '../../../test/fixtures';
import ReportesPage from '../../../pages/reportes-page';

const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0|\u202f/g, ' ');

const bajoCosto: ReporteBajoCosto = {
  desde: '2026-11-01',
  hasta: '2026-11-30',
  moneda: 'ARS',
  totalPerdida: 3_995,
  items: [
    {
      ventaId: 7,
      numero: 41,
      fecha: '2026-11-20T18:30:00.000Z',
      productoId: 3,
      producto: 'Agua mineral sin gas 500 ml',
      vendedor: 'Martín Sosa',
      cantidad: 5,
      precioUnitario: 1,
      importe: 5,
      costoUnitario: 800,
      perdida: 3_995,
    },
  ],
};

describe('/reportes: sales below cost', { timeout: 90_000 }, () => {
  it('lists each line sold below cost with product, sale, seller, price, cost and the loss, for those who read costs', async () => {
    await signInWith(['reportes.ver', 'productos.costos']);
    const calls = stubApi({
      'GET /reportes/ventas': () => okResponse(reporteVentasFixture()),
      'GET /reportes/ventas-bajo-costo': () => okResponse(bajoCosto),
      'GET /medios-de-pago': () => okResponse([]),
    });
    const user = userEvent.setup();
    renderPage(<ReportesPage />, { path: '/reportes' });
    await user.click(await screen.findByTestId('tab-bajoCosto'));
    const tabla = await screen.findByTestId('tabla-bajo-costo', {}, { timeout: 20_000 });
    const fila = within(tabla).getByText('Agua mineral sin gas 500 ml').closest('tr')!;
    const texto = plain(fila.textContent);
    expect(texto).toContain('#41');
    expect(texto).toContain('Martín Sosa');
    expect(texto).toContain('$ 1,00');
    expect(texto).toContain('$ 800,00');
    expect(texto).toContain('$ 3.995,00');
    expect(plain(screen.getByTestId('bajo-costo-total').textContent)).toBe('Pérdida total: $ 3.995,00');
    expect(calls.find((c) => c.path === '/reportes/ventas-bajo-costo')!.query.get('rango')).toBe('30');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { reporteVentasFixture } from '../../../test/fixtures';
import ReportesPage from '../../../pages/reportes-page';

describe('the reports’ date range', { timeout: 90_000 }, () => {
  it('asks the api for the dates chosen as fechaDesde and fechaHasta, the name every route gives a range', async () => {
    await signInWith(['reportes.ver']);
    const calls = stubApi({
      'GET /reportes/ventas': () => okResponse(reporteVentasFixture()),
      'GET /medios-de-pago': () => okResponse([]),
    });
    const user = userEvent.setup();
    renderPage(<ReportesPage />, { path: '/reportes' });
    const desde = await screen.findByTestId('rango-desde');
    await user.click(desde);
    await user.clear(desde);
    await user.type(desde, '01/11/2026');
    fireEvent.blur(desde);
    await user.tab();
    await waitFor(() => expect(calls.filter((c) => c.path === '/reportes/ventas').at(-1)!.query.get('fechaDesde')).toBe('2026-11-01'));
    const last = calls.filter((c) => c.path === '/reportes/ventas').at(-1)!.query;
    expect(last.get('fechaHasta')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(last.has('desde')).toBe(false);
    expect(last.has('hasta')).toBe(false);
    expect(last.has('rango')).toBe(false);
  });
});

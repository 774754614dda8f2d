import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okResponse, renderPage, signInWith, stubApi } from '@resto/shared/sales-ui/testing';
import { reporteVentasFixture } from '../../../test/fixtures';
import ReportesPage from '../../../pages/reportes-page';

/** A local date as the es date field writes it (dd/mm/yyyy), `days` from today. */
function shownDay(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
}

describe('the reports’ date range', { timeout: 90_000 }, () => {
  it("shows the quick range's days in Desde and Hasta ('30 días': today − 29 to today), and a date typed by hand leaves the quick range", async () => {
    await signInWith(['reportes.ver']);
    const calls = stubApi({
      'GET /reportes/ventas': () => okResponse(reporteVentasFixture()),
      'GET /medios-de-pago': () => okResponse([]),
    });
    const user = userEvent.setup();
    renderPage(<ReportesPage />, { path: '/reportes' });
    const desde = await screen.findByTestId<HTMLInputElement>('rango-desde');
    const hasta = screen.getByTestId<HTMLInputElement>('rango-hasta');
    expect(screen.getByTestId('rango-30').getAttribute('aria-pressed')).toBe('true');
    expect(desde.value).toBe(shownDay(-29));
    expect(hasta.value).toBe(shownDay(0));

    await user.click(screen.getByTestId('rango-7'));
    await waitFor(() => expect(desde.value).toBe(shownDay(-6)));
    expect(hasta.value).toBe(shownDay(0));
    await user.click(screen.getByTestId('rango-hoy'));
    await waitFor(() => expect(desde.value).toBe(shownDay(0)));

    await user.click(screen.getByTestId('rango-90'));
    await waitFor(() => expect(desde.value).toBe(shownDay(-89)));
    await user.click(desde);
    await user.clear(desde);
    await user.type(desde, '01/11/2026');
    fireEvent.blur(desde);
    await user.tab();
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/reportes/ventas')
          .at(-1)!
          .query.get('fechaDesde'),
      ).toBe('2026-11-01'),
    );
    expect(screen.getByTestId('rango-90').getAttribute('aria-pressed')).toBe('false');
    const last = calls.filter((c) => c.path === '/reportes/ventas').at(-1)!.query;
    expect(last.has('rango')).toBe(false);
    // Hasta keeps the day the quick range showed.
    expect(hasta.value).toBe(shownDay(0));
  });

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
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/reportes/ventas')
          .at(-1)!
          .query.get('fechaDesde'),
      ).toBe('2026-11-01'),
    );
    const last = calls.filter((c) => c.path === '/reportes/ventas').at(-1)!.query;
    expect(last.get('fechaHasta')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(last.has('desde')).toBe(false);
    expect(last.has('hasta')).toBe(false);
    expect(last.has('rango')).toBe(false);
  });
});

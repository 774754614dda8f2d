import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failResponse, okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import ReservasPedidosPage from './reservas-pedidos-page';
import ReservasPage from './reservas-page';

describe('a page whose data could not load', () => {
  it("/reservas-pedidos says so with 'Reintentar', and retrying reads again", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    let fail = true;
    const calls = stubApi({
      'GET /pedidos': () => (fail ? failResponse('Sin permiso para ver los pedidos', 403) : okResponse([])),
    });
    renderPage(<ReservasPedidosPage />, { path: '/reservas-pedidos' });
    const alert = await screen.findByTestId('load-error');
    expect(alert.textContent).toContain('No se pudieron cargar los datos');
    expect(alert.textContent).toContain('Sin permiso para ver los pedidos');
    fail = false;
    const asked = calls.filter((c) => c.path === '/pedidos').length;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByTestId('load-error')).toBeNull());
    expect(calls.filter((c) => c.path === '/pedidos').length).toBe(asked + 1);
  });

  it("/reservas without its tables says it could not load them, with 'Reintentar'", { timeout: 30_000 }, async () => {
    stubApi({
      'GET /mesas': () => failResponse('Sin permiso para ver las mesas', 403),
      'GET /reservas': () => okResponse([]),
    });
    renderPage(<ReservasPage />, { path: '/reservas' });
    const alert = await screen.findByTestId('load-error');
    expect(alert.textContent).toContain('Sin permiso para ver las mesas');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

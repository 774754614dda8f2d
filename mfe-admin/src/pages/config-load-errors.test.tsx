import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failResponse, okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import { categoriaFixture } from '../test/fixtures';
import { signInAs } from '../test/session';
import ConfigPage from './config-page';

afterEach(() => resetSessionForTests());

describe('/config sections whose data could not load', () => {
  it("say so in their own words with 'Reintentar', and retrying reads again", { timeout: 30_000 }, async () => {
    await signInAs('admin');
    const user = userEvent.setup();
    let fail = true;
    const calls = stubApi({
      'GET /categorias': () => (fail ? failResponse('Sin permiso para ver las categorías', 403) : okResponse([categoriaFixture()])),
    });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=categorias' });
    const alert = await screen.findByTestId('load-error');
    expect(alert.textContent).toContain('No se pudieron cargar las categorías');
    expect(alert.textContent).toContain('Sin permiso para ver las categorías');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByTestId('load-error')).toBeNull());
    expect(calls.filter((c) => c.path === '/categorias').length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByTestId('categorias-table')).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@resto/shared/i18n';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import { generalConfigFixture, tipoCambioFixture } from '../test/fixtures';
import { signInAs } from '../test/session';
import ConfigPage from './config-page';

const ars = tipoCambioFixture({ id: 1, moneda: 'ARS', valor: '0', esDefault: true, esMonedaLocal: true });

afterEach(async () => {
  resetSessionForTests();
  await setLanguage('es');
});

/** Saves the general settings with the tills switch turned on; the PUT fails as `fail` says. */
async function saveWhile(fail: () => Promise<Response>) {
  const user = userEvent.setup();
  await signInAs('admin');
  stubApi({
    'GET /configuracion/general': () => okResponse(generalConfigFixture()),
    'GET /tipos-de-cambio': () => okResponse([ars]),
    'GET /cajas': () => okResponse([]),
    'PUT /configuracion/general': fail,
  });
  renderPage(<ConfigPage />, { path: '/config', url: '/config' });
  const form = await screen.findByTestId('general-config-form');
  await user.click(within(form).getByLabelText(/Varias cajas a la vez|Several tills at once/));
  await user.click(within(form).getByTestId('save-general'));
  return (await within(form).findByTestId('form-error')).textContent;
}

describe('the general settings saved while the server cannot be reached', () => {
  it("say nothing was saved and to try again, not the browser's 'Failed to fetch'", async () => {
    expect(await saveWhile(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(
      'No se puede conectar con el servidor: no se guardó nada. Revisá la conexión y volvé a intentar.',
    );
  });

  it('say it in English too', async () => {
    await setLanguage('en');
    expect(await saveWhile(() => Promise.reject(new TypeError('Failed to fetch')))).toBe("Can't reach the server: nothing was saved. Check the connection and try again.");
  });
});

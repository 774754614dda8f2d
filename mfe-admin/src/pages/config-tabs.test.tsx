import { screen, within } from '@testing-library/react';
import { okResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import { generalConfigFixture } from '../test/fixtures';
import { signInAs } from '../test/session';
import ConfigPage, { CONFIG_SECTIONS } from './config-page';

afterEach(() => resetSessionForTests());

describe('/config tab strip', () => {
  it('wraps instead of cutting the tabs: each keeps its whole name on one line', async () => {
    await signInAs('admin');
    stubApi({ 'GET /configuracion/general': () => okResponse(generalConfigFixture()), 'GET /tipos-de-cambio': () => okResponse([]) });
    renderPage(<ConfigPage />, { path: '/config' });
    const strip = await screen.findByTestId('config-tabs');
    expect(getComputedStyle(strip).flexWrap).toBe('wrap');
    const tabs = within(strip).getAllByRole('tab');
    expect(tabs).toHaveLength(CONFIG_SECTIONS.length);
    for (const tab of tabs) {
      const style = getComputedStyle(tab);
      expect(style.flexShrink).toBe('0');
      expect(style.whiteSpace).toBe('nowrap');
      expect(style.textOverflow).not.toBe('ellipsis');
    }
    expect(within(strip).getByTestId('tab-facturacion').textContent).not.toMatch(/…$/);
  });
});

import { screen, waitFor } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { initI18n } from '../i18n';
import { PlaceholderPage } from './placeholder-page';
import { createRemoteLifecycles, type RemoteMountProps } from './lifecycles';

function props(page?: string): RemoteMountProps & AppProps {
  return {
    name: 'mfe_test',
    singleSpa: {},
    mountParcel: (() => {
      throw new Error('unused');
    }) as AppProps['mountParcel'],
    page,
  };
}

describe('remote lifecycles (single-spa-react)', () => {
  beforeAll(() => {
    initI18n();
  });

  it('bootstraps, mounts the chosen page with its own providers, and unmounts', async () => {
    const lifecycles = createRemoteLifecycles(
      {
        pages: {
          gastos: () => <PlaceholderPage titleKey="routes.gastos" />,
          arqueos: () => <PlaceholderPage titleKey="routes.arqueos" />,
        },
      },
      'mfe_test',
    );
    await lifecycles.bootstrap(props('arqueos'));
    await lifecycles.mount(props('arqueos'));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Arqueos de caja'));
    expect(document.getElementById('single-spa-application:mfe_test')).not.toBeNull();
    await lifecycles.unmount(props('arqueos'));
    expect(screen.queryByTestId('page-title')).toBeNull();
  });

  it('mounts the first page when none or an unknown one is asked for', async () => {
    const lifecycles = createRemoteLifecycles(
      { pages: { gastos: () => <PlaceholderPage titleKey="routes.gastos" /> } },
      'mfe_other',
    );
    await lifecycles.bootstrap(props('nope'));
    await lifecycles.mount(props('nope'));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Gastos'));
    await lifecycles.unmount(props('nope'));
  });
});

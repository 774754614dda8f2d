import type { AppProps, LifeCycleFn } from 'single-spa';
import { initI18n } from '../i18n';
import { initSession } from '../session';
import type { RemoteMountProps } from './lifecycles';

interface Lifecycles {
  bootstrap: LifeCycleFn<RemoteMountProps>;
  mount: LifeCycleFn<RemoteMountProps>;
}

/** Mounts a remote's single-spa lifecycles directly, for its own dev server and preview. */
export async function mountStandalone(lifecycles: Lifecycles): Promise<void> {
  initI18n();
  await initSession();
  const page = new URLSearchParams(window.location.search).get('page') ?? undefined;
  const props: RemoteMountProps & AppProps = {
    name: 'standalone',
    singleSpa: {},
    mountParcel: (() => {
      throw new Error('parcels are not used');
    }) as AppProps['mountParcel'],
    page,
  };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}

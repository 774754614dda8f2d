import { initI18n } from '../i18n';

interface Lifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
}

/** Mounts a remote's single-spa lifecycles directly, for its own dev server and preview. */
export async function mountStandalone(lifecycles: Lifecycles): Promise<void> {
  await initI18n();
  const page = new URLSearchParams(window.location.search).get('page') ?? undefined;
  const props = { name: 'standalone', singleSpa: {}, mountParcel: () => undefined, page };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, type Location, type Navigator } from 'react-router-dom';
import type { AppProps } from 'single-spa';
import { getRealtimeBus } from '../bus';
import { useNow } from '../hooks';
import { initI18n } from '../i18n';
import { PlaceholderPage } from './placeholder-page';
import { createRemoteLifecycles, type RemoteMountProps } from './lifecycles';
import type { RemoteRoutesModule } from './index';

type Props = RemoteMountProps & AppProps;

function props(extra: RemoteMountProps = {}): Props {
  return {
    name: 'mfe_test',
    singleSpa: {},
    mountParcel: (() => {
      throw new Error('unused');
    }) as AppProps['mountParcel'],
    ...extra,
  };
}

const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });

function fakeNavigator() {
  const push = vi.fn<Navigator['push']>();
  const navigator: Navigator = { push, replace: vi.fn(), go: vi.fn(), createHref: (to) => (typeof to === 'string' ? to : (to.pathname ?? '')) };
  return Object.assign(navigator, { push });
}

/** A page that does what live pages do: a bus subscription, a joined table, a ticking clock. */
function LivePage() {
  useNow(1_000);
  useEffect(() => {
    const bus = getRealtimeBus();
    const sub = bus.on$('mesas', 'MesaOpened').subscribe(() => undefined);
    void bus.joinMesa(7);
    return () => {
      sub.unsubscribe();
      void bus.leaveMesa(7);
    };
  }, []);
  return (
    <>
      <PlaceholderPage titleKey="routes.arqueos" />
      <Link to="/gastos">a gastos</Link>
    </>
  );
}

const REMOTE: RemoteRoutesModule = {
  pages: {
    arqueos: LivePage,
    gastos: () => <PlaceholderPage titleKey="routes.gastos" />,
  },
  routes: [
    { path: '/arqueos', page: 'arqueos' },
    { path: '/gastos', page: 'gastos' },
  ],
};

describe('remote lifecycles (single-spa-react)', () => {
  beforeAll(() => {
    initI18n();
  });

  it('mounted by the shell: renders its own route for the shell’s address, follows it, navigates through the shell', async () => {
    const lifecycles = createRemoteLifecycles(REMOTE, 'mfe-test');
    const navigator = fakeNavigator();
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    await act(() => lifecycles.bootstrap(props()));
    await lifecycles.mount({ ...props({ navigation: { location: at('/arqueos'), navigator } }), domElement } as Props);
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Arqueos de caja'));
    expect(domElement.querySelector('[data-remote="mfe_test"]')).not.toBeNull();

    // A link of the remote moves the shell's router, not a router of its own.
    fireEvent.click(screen.getByRole('link', { name: 'a gastos' }));
    expect(navigator.push).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/gastos' }), undefined, expect.anything());

    // The shell passes the new address (update): the remote's router shows that page.
    await lifecycles.update!({ ...props({ navigation: { location: at('/gastos'), navigator } }), domElement } as Props);
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Gastos'));
    await act(() => lifecycles.unmount({ ...props(), domElement } as Props));
    expect(domElement.childElementCount).toBe(0);
    domElement.remove();
  });

  it('unmounting leaves no subscription, joined table, timer or socket behind', async () => {
    const bus = getRealtimeBus();
    let subscriptions = 0;
    const on$ = bus.on$.bind(bus);
    vi.spyOn(bus, 'on$').mockImplementation(((hub, target) => {
      const source = on$(hub, target);
      return {
        subscribe: (observer: () => void) => {
          subscriptions += 1;
          const inner = source.subscribe(observer);
          return {
            unsubscribe: () => {
              subscriptions -= 1;
              inner.unsubscribe();
            },
          };
        },
      };
    }) as typeof bus.on$);
    const joined = new Map<number, number>();
    vi.spyOn(bus, 'joinMesa').mockImplementation(async (n) => void joined.set(n, (joined.get(n) ?? 0) + 1));
    vi.spyOn(bus, 'leaveMesa').mockImplementation(async (n) => void joined.set(n, (joined.get(n) ?? 0) - 1));
    const intervals = new Set<unknown>();
    const setInterval = window.setInterval.bind(window);
    const clearInterval = window.clearInterval.bind(window);
    vi.spyOn(window, 'setInterval').mockImplementation(((fn: () => void, ms?: number) => {
      const id = setInterval(fn, ms);
      intervals.add(id);
      return id;
    }) as typeof window.setInterval);
    vi.spyOn(window, 'clearInterval').mockImplementation((id) => {
      intervals.delete(id);
      clearInterval(id);
    });
    let sockets = 0;
    vi.stubGlobal(
      'WebSocket',
      class {
        constructor() {
          sockets += 1;
        }
      },
    );

    const lifecycles = createRemoteLifecycles(REMOTE, 'mfe-live');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const mountProps = { ...props({ navigation: { location: at('/arqueos'), navigator: fakeNavigator() }, bus }), domElement } as Props;
    await act(() => lifecycles.bootstrap(mountProps));
    await lifecycles.mount(mountProps);
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Arqueos de caja'));
    expect(subscriptions).toBe(1);
    expect(joined.get(7)).toBe(1);
    expect(intervals.size).toBeGreaterThan(0);

    await act(() => lifecycles.unmount(mountProps));
    expect(domElement.childElementCount).toBe(0);
    expect(subscriptions).toBe(0);
    expect(joined.get(7)).toBe(0);
    expect(intervals.size).toBe(0);
    // The page's bus is the shell's: a remote never opens a connection of its own.
    expect(sockets).toBe(0);
    domElement.remove();
  });

  it('on its own (dev harness): mounts the chosen page, or the first one', async () => {
    const lifecycles = createRemoteLifecycles(REMOTE, 'mfe-alone');
    await act(() => lifecycles.bootstrap(props({ page: 'gastos' })));
    await lifecycles.mount(props({ page: 'gastos' }));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Gastos'));
    expect(document.getElementById('single-spa-application:mfe-alone')).not.toBeNull();
    await act(() => lifecycles.unmount(props({ page: 'gastos' })));
    expect(screen.queryByTestId('page-title')).toBeNull();

    const other = createRemoteLifecycles({ ...REMOTE, pages: { gastos: REMOTE.pages.gastos! } }, 'mfe-other');
    await act(() => other.bootstrap(props({ page: 'nope' })));
    await other.mount(props({ page: 'nope' }));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Gastos'));
    await act(() => other.unmount(props({ page: 'nope' })));
  });
});

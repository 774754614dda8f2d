import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetServerReachability } from '@resto/shared/api-client';
import { Link } from 'react-router-dom';
import { createRemoteLifecycles } from '@resto/shared/federation/lifecycles';
import { PlaceholderPage } from '@resto/shared/federation/placeholder-page';
import { renderRoutes } from '../features/test-support/support';
import { IncompatibleRemoteError, loadRemoteLifecycles, type RemoteLifecycles } from './registry';
import { REMOTE_SLOW_MS, RemotePage } from './remote-page';
import type * as Registry from './registry';

vi.mock('./registry', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  loadRemoteLifecycles: vi.fn(),
}));
const load = vi.mocked(loadRemoteLifecycles);

/** A remote load the test answers when it wants. */
function pending() {
  let resolve!: (mod: RemoteLifecycles) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<RemoteLifecycles>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A real remote: single-spa-react lifecycles over its own route table. */
function cajaRemote() {
  const lifecycles = createRemoteLifecycles(
    {
      pages: {
        arqueos: () => (
          <>
            <PlaceholderPage titleKey="routes.arqueos" />
            <Link to="/arqueos/3/cierre">cierre</Link>
          </>
        ),
        cierre: () => <PlaceholderPage titleKey="routes.arqueoCierre" />,
        gastos: () => <PlaceholderPage titleKey="routes.gastos" />,
      },
      routes: [
        { path: '/arqueos', page: 'arqueos' },
        { path: '/arqueos/:id/cierre', page: 'cierre' },
        { path: '/gastos', page: 'gastos' },
      ],
    },
    'mfe-caja',
  );
  return { ...lifecycles, mount: vi.fn(lifecycles.mount), unmount: vi.fn(lifecycles.unmount), update: vi.fn(lifecycles.update!) };
}

const renderShell = (path: string) =>
  renderRoutes(
    [
      { path: '/arqueos/*', element: <RemotePage remote="mfe_caja" /> },
      { path: '/gastos/*', element: <RemotePage remote="mfe_caja" /> },
      { path: '/clientes', element: <p>Clientes del shell</p> },
    ],
    path,
  );

describe('<RemotePage>', () => {
  beforeEach(() => load.mockReset());

  it('mounts the remote’s lifecycles in their own root, passes each address, and unmounts when the tab leaves it', async () => {
    const loading = pending();
    load.mockReturnValue(loading.promise);
    const { router } = renderShell('/arqueos');
    expect(await screen.findByTestId('loading-overlay')).toBeTruthy();

    const remote = cajaRemote();
    await act(async () => loading.resolve(remote));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Arqueos de caja'));
    const host = document.querySelector('[data-remote-host="mfe_caja"]')!;
    expect(host.querySelector('[data-remote="mfe_caja"]')).not.toBeNull();
    expect(remote.mount).toHaveBeenCalledWith(
      expect.objectContaining({ navigation: expect.anything(), session: expect.anything(), bus: expect.anything(), i18n: expect.anything(), queryClient: expect.anything() }),
    );

    // A link inside the remote moves the shell's router; the remote's router shows the new page.
    fireEvent.click(screen.getByRole('link', { name: 'cierre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/arqueos/3/cierre'));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Cierre de arqueo'));
    expect(remote.update).toHaveBeenCalled();

    await act(() => router.navigate('/clientes'));
    expect(screen.getByText('Clientes del shell')).toBeTruthy();
    await waitFor(() => expect(remote.unmount).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('page-title')).toBeNull();
    expect(document.querySelector('[data-remote="mfe_caja"]')).toBeNull();
  });

  it('says when the remote cannot load, and retrying loads it again', async () => {
    const failed = pending();
    const retried = pending();
    load.mockReturnValueOnce(failed.promise).mockReturnValueOnce(retried.promise);
    renderShell('/gastos');

    await act(async () => failed.reject(new Error('Tiempo de carga agotado: mfe_caja')));
    expect(screen.getByTestId('remote-load-error').textContent).toContain('No se pudo cargar esta sección');
    expect(screen.getByText('Tiempo de carga agotado: mfe_caja')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.queryByTestId('remote-load-error')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => retried.resolve(cajaRemote()));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Gastos'));
  });

  it("a remote whose files could not be fetched says the server could not be reached, not the loader's own English text", async () => {
    const failed = pending();
    load.mockReturnValueOnce(failed.promise);
    renderShell('/gastos');
    const runtime =
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008 args: {"remoteName":"mfe_caja"} Original Error Message: Failed to fetch dynamically imported module: /remotes/mfe-caja/remoteEntry.js';
    await act(async () => failed.reject(new Error(runtime)));
    const alert = screen.getByTestId('remote-load-error');
    expect(alert.textContent).toContain('No se pudo cargar esta sección');
    expect(alert.textContent).toContain('No se pudo conectar con el servidor');
    expect(alert.textContent).not.toContain('Federation Runtime');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('refuses a remote built against an incompatible shared version, saying so', async () => {
    const refused = pending();
    load.mockReturnValueOnce(refused.promise);
    renderShell('/gastos');
    await act(async () => refused.reject(new IncompatibleRemoteError('mfe_caja', '@resto/shared/session ^2.0.0')));
    const alert = await screen.findByTestId('remote-load-error');
    expect(alert.textContent).toContain('Versión incompatible');
    expect(alert.textContent).toContain('@resto/shared/session ^2.0.0');
  });

  it("a section that hangs while the server is gone says it could not load, with 'Reintentar', instead of 'Cargando...'", async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    try {
      const hung = pending();
      const retried = pending();
      load.mockReturnValueOnce(hung.promise).mockReturnValueOnce(retried.promise);
      renderShell('/gastos');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByTestId('loading-overlay').textContent).toContain('Cargando...');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(REMOTE_SLOW_MS);
      });
      expect(screen.queryByTestId('loading-overlay')).toBeNull();
      expect(screen.getByTestId('remote-load-error').textContent).toContain('No se pudo conectar con el servidor');
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      resetServerReachability();
    }
  });
});

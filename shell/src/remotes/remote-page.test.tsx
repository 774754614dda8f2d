import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RemoteRoutesModule } from '@resto/shared/federation';
import { AppProviders } from '@resto/shared/ui';
import { loadRemoteRoutes } from './registry';
import { RemotePage } from './remote-page';

vi.mock('./registry', () => ({ loadRemoteRoutes: vi.fn() }));
const load = vi.mocked(loadRemoteRoutes);

/** A remote load the test answers when it wants. */
function pending() {
  let resolve!: (mod: RemoteRoutesModule) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<RemoteRoutesModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const remoteModule = (pages: RemoteRoutesModule['pages']): RemoteRoutesModule => ({ pages });

const renderPage = (page: string) =>
  render(
    <AppProviders>
      <RemotePage remote="mfe_caja" page={page} />
    </AppProviders>,
  );

describe('<RemotePage>', () => {
  beforeEach(() => {
    load.mockReset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the page once its remote loads, and loading again while another page of it loads', async () => {
    const first = pending();
    const second = pending();
    load.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { rerender } = renderPage('arqueos');
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();

    await act(async () => first.resolve(remoteModule({ arqueos: () => <p>Arqueos</p>, gastos: () => <p>Gastos</p> })));
    expect(screen.getByText('Arqueos')).toBeTruthy();
    expect(screen.queryByTestId('loading-overlay')).toBeNull();

    rerender(
      <AppProviders>
        <RemotePage remote="mfe_caja" page="gastos" />
      </AppProviders>,
    );
    // The previous page is gone at once: never shown under the new address.
    expect(screen.queryByText('Arqueos')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(async () => second.resolve(remoteModule({ arqueos: () => <p>Arqueos</p>, gastos: () => <p>Gastos</p> })));
    expect(screen.getByText('Gastos')).toBeTruthy();
  });

  it('says when the remote cannot load, and retrying loads it again', async () => {
    const failed = pending();
    const retried = pending();
    load.mockReturnValueOnce(failed.promise).mockReturnValueOnce(retried.promise);
    renderPage('arqueos');

    await act(async () => failed.reject(new Error('Tiempo de carga agotado: mfe_caja')));
    expect(screen.getByTestId('remote-load-error').textContent).toContain('No se pudo cargar esta sección');
    expect(screen.getByText('Tiempo de carga agotado: mfe_caja')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.queryByTestId('remote-load-error')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => retried.resolve(remoteModule({ arqueos: () => <p>Arqueos</p> })));
    expect(screen.getByText('Arqueos')).toBeTruthy();
  });
});

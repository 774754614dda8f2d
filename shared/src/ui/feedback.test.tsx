import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createValueStream, type ConnectionState } from '../bus';
import { onBackOnline } from '../api-client/online';
import { ConnectionErrorScreen } from './connection-error-screen';
import { ErrorBoundary, ErrorPage } from './error-page';
import { LoadingOverlay } from './loading-overlay';
import { OfflineBanner } from './offline-banner';
import { PageTitle } from './page-title';
import { RealtimeStatus } from './realtime-status';
import { clampVolume, getSoundConfig, setSoundConfig } from './sound';
import { renderWithProviders } from './test-utils';

describe('<LoadingOverlay>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears only after 150 ms', () => {
    renderWithProviders(<LoadingOverlay active />);
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('loading-overlay').textContent).toContain('Cargando...');
  });

  it('never flashes for a load shorter than 150 ms', () => {
    const { rerender } = renderWithProviders(<LoadingOverlay active />);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    rerender(<LoadingOverlay active={false} />);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('hides as soon as it becomes inactive', () => {
    const { rerender } = renderWithProviders(<LoadingOverlay active />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    rerender(<LoadingOverlay active={false} />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('waits its 150 ms again for the next load', () => {
    const { rerender } = renderWithProviders(<LoadingOverlay active />);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender(<LoadingOverlay active={false} />);
    rerender(<LoadingOverlay active />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
  });
});

describe('<ErrorPage> / <ErrorBoundary>', () => {
  it("shows 'Unexpected Application Error!' when a child fails to render", () => {
    const Broken = () => {
      throw new Error('kaput');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('kaput')).toBeTruthy();
  });

  it('renders children when nothing fails', () => {
    renderWithProviders(
      <ErrorBoundary>
        <p>todo bien</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('todo bien')).toBeTruthy();
    expect(screen.queryByTestId('error-page')).toBeNull();
  });

  it('ErrorPage alone works without props', () => {
    renderWithProviders(<ErrorPage />);
    expect(screen.getByTestId('error-page').textContent).toContain('Unexpected Application Error!');
  });
});

describe('<ConnectionErrorScreen>', () => {
  it("shows 'Connection Error' and, when the retry fails, 'Error al reintentar'", async () => {
    const onRetry = vi.fn().mockRejectedValueOnce(new Error('sigue caído')).mockResolvedValueOnce(true);
    renderWithProviders(<ConnectionErrorScreen onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Connection Error' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Error al reintentar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText('Error al reintentar')).toBeNull());
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('a retry resolving false counts as failed', async () => {
    renderWithProviders(<ConnectionErrorScreen onRetry={async () => false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByTestId('retry-failed')).textContent).toContain('Error al reintentar');
  });
});

describe('<OfflineBanner>', () => {
  function setOnline(online: boolean) {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  }
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setOnline(true);
  });

  it("says 'Sin conexión a internet' while offline and retries 1 s after coming back", () => {
    const retry = vi.fn();
    const off = onBackOnline(retry);
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByTestId('offline-banner').textContent).toContain('Sin conexión a internet');
    act(() => setOnline(true));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(retry).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(retry).toHaveBeenCalledTimes(1);
    off();
  });

  it('does not retry on mount when already online', () => {
    const retry = vi.fn();
    const off = onBackOnline(retry);
    renderWithProviders(<OfflineBanner />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(retry).not.toHaveBeenCalled();
    off();
  });
});

describe('<RealtimeStatus>', () => {
  it('follows the connection state, with the error in the title', () => {
    const source = createValueStream<ConnectionState>({ status: 'connecting' });
    renderWithProviders(<RealtimeStatus source={source.stream$} />);
    const badge = screen.getByTestId('realtime-status');
    expect(badge.getAttribute('data-state')).toBe('connecting');

    act(() => source.next({ status: 'connected' }));
    expect(badge.textContent).toContain('Conectado');
    expect(badge.getAttribute('data-state')).toBe('connected');

    act(() => source.next({ status: 'reconnecting' }));
    expect(badge.textContent).toContain('Reconectando...');

    act(() => source.next({ status: 'disconnected', error: 'WebSocket closed with status code: 1006' }));
    expect(badge.textContent).toContain('Desconectado');
    expect(badge.getAttribute('title')).toBe('Desconectado: WebSocket closed with status code: 1006');

    act(() => source.next({ status: 'disconnected', error: null }));
    expect(badge.getAttribute('title')).toBe('Desconectado: Error desconocido');
  });
});

describe('<PageTitle>', () => {
  it('renders the translated title as h1 and sets the document title', () => {
    renderWithProviders(<PageTitle titleKey="routes.historialVentas" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Historial de ventas');
    expect(document.title).toBe('Historial de ventas · Resto POS');
  });
});

describe('sound config', () => {
  it('clamps the volume to 0..1 with default 0.5', () => {
    expect(clampVolume(2)).toBe(1);
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume('x')).toBe(0.5);
    expect(getSoundConfig()).toMatchObject({ enabled: true, volume: 0.5 });
    setSoundConfig({ volume: 7, enabled: false });
    expect(JSON.parse(localStorage.getItem('rf_sound')!)).toMatchObject({ volume: 1, enabled: false });
    expect(getSoundConfig()).toMatchObject({ volume: 1, enabled: false });
  });
});

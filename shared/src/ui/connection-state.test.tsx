import { act, fireEvent, screen } from '@testing-library/react';
import { createValueStream, type ConnectionState } from '../bus';
import { api } from '../api-client/request';
import { REACHABILITY_PROBE_MS, resetServerReachability } from '../api-client/reachability';
import { ApiQueryError } from '../query';
import { LoadingOverlay } from './loading-overlay';
import { RealtimeStatus } from './realtime-status';
import { renderWithProviders } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetServerReachability();
});

describe('<RealtimeStatus> and the server', () => {
  it("reads 'Desconectado' as soon as a request gets no answer, while the hub still thinks it is connected, and 'Conectado' once the server answers again", async () => {
    vi.useFakeTimers();
    let down = true;
    vi.stubGlobal('fetch', () => (down ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response(JSON.stringify({ success: true }), { status: 200 }))));
    const source = createValueStream<ConnectionState>({ status: 'connected' });
    renderWithProviders(<RealtimeStatus source={source.stream$} />);
    const badge = screen.getByTestId('realtime-status');
    expect(badge.textContent).toBe('Conectado');

    await act(async () => {
      await api.post('/ventas', {});
    });
    expect(badge.textContent).toBe('Desconectado');
    expect(badge.getAttribute('title')).toBe('Desconectado: Sin conexión con el servidor');

    down = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    });
    expect(badge.textContent).toBe('Conectado');
  });

  it('a hub that reconnects brings the state back at once', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const source = createValueStream<ConnectionState>({ status: 'connected' });
    renderWithProviders(<RealtimeStatus source={source.stream$} />);
    await act(async () => {
      await api.get('/mesas');
    });
    act(() => source.next({ status: 'reconnecting' }));
    expect(screen.getByTestId('realtime-status').textContent).toBe('Desconectado');
    act(() => source.next({ status: 'connected' }));
    expect(screen.getByTestId('realtime-status').textContent).toBe('Conectado');
  });
});

describe('<LoadingOverlay> for a load that failed', () => {
  it("shows the error and 'Reintentar' instead of 'Cargando...'", () => {
    const retry = vi.fn();
    renderWithProviders(<LoadingOverlay active error={new ApiQueryError('Sin permiso para ver las reservas', false, 403)} onRetry={retry} />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    const alert = screen.getByTestId('load-error');
    expect(alert.textContent).toContain('No se pudieron cargar los datos');
    expect(alert.textContent).toContain('Sin permiso para ver las reservas');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a server that could not be reached gets the connection screen with its retry', () => {
    const retry = vi.fn();
    renderWithProviders(<LoadingOverlay active error={new ApiQueryError('Tiempo de espera agotado', true, 0)} onRetry={retry} />);
    expect(screen.getByTestId('connection-error').textContent).toContain('No se pudo conectar con el servidor');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { dismiss, getNotificationStore, notify, resetNotifications } from './notification-store';
import { NotificationHost } from './notification-host';
import { renderWithProviders } from './test-utils';

const state = () => getNotificationStore().getState();

beforeEach(() => {
  resetNotifications();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  resetNotifications();
  vi.useRealTimers();
});

describe('notification store', () => {
  it('shows one at a time and queues the rest in order', () => {
    notify({ message: 'uno' });
    notify({ message: 'dos' });
    notify({ message: 'tres' });
    expect(state().current?.message).toBe('uno');
    expect(state().queue.map((n) => n.message)).toEqual(['dos', 'tres']);
    dismiss();
    expect(state().current?.message).toBe('dos');
    dismiss();
    dismiss();
    expect(state().current).toBeNull();
  });

  it('drops a notification whose key is already showing or queued', () => {
    expect(notify({ message: 'a', key: 'k' })).not.toBeNull();
    expect(notify({ message: 'a otra vez', key: 'k' })).toBeNull();
    notify({ message: 'b', key: 'q' });
    expect(notify({ message: 'b otra vez', key: 'q' })).toBeNull();
    expect(state().queue.map((n) => n.message)).toEqual(['b']);
    dismiss();
    dismiss();
    // Once gone, the same key may be shown again.
    expect(notify({ message: 'a de nuevo', key: 'k' })).not.toBeNull();
  });

  it('auto-closes after 6000 ms and then shows the next one', () => {
    notify({ message: 'primero' });
    notify({ message: 'segundo' });
    vi.advanceTimersByTime(5999);
    expect(state().current?.message).toBe('primero');
    vi.advanceTimersByTime(1);
    expect(state().current?.message).toBe('segundo');
    vi.advanceTimersByTime(6000);
    expect(state().current).toBeNull();
  });

  it('persistent notifications stay; durationMs overrides the delay', () => {
    notify({ message: 'fijo', persist: true });
    vi.advanceTimersByTime(60_000);
    expect(state().current?.message).toBe('fijo');
    dismiss();
    notify({ message: 'breve', durationMs: 3000 });
    vi.advanceTimersByTime(3000);
    expect(state().current).toBeNull();
  });

  it('keeps a history of shown notifications, newest first', () => {
    notify({ message: 'uno' });
    notify({ message: 'dos' });
    dismiss();
    expect(state().history.map((n) => n.message)).toEqual(['dos', 'uno']);
  });
});

describe('<NotificationHost>', () => {
  it.each([
    ['error', 'Ocurrió un error'],
    ['warning', 'Atención'],
    ['success', 'Operación exitosa'],
    ['info', 'Información'],
  ] as const)('a %s notification gets the default title %s', (severity, title) => {
    renderWithProviders(<NotificationHost />);
    act(() => {
      notify({ severity, message: 'Mensaje' });
    });
    expect(screen.getByTestId('notification-title').textContent).toContain(title);
    expect(screen.getByTestId('notification-message').textContent).toContain('Mensaje');
  });

  it("shows a custom title and closes with 'Cerrar'", () => {
    renderWithProviders(<NotificationHost />);
    act(() => {
      notify({ severity: 'success', title: 'Listo', message: 'Comanda enviada a cocina' });
      notify({ message: 'siguiente' });
    });
    expect(screen.getByTestId('notification-title').textContent).toContain('Listo');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByTestId('notification-message').textContent).toContain('siguiente');
  });

  it('runs an action and closes', () => {
    const onClick = vi.fn();
    renderWithProviders(<NotificationHost />);
    act(() => {
      notify({ message: '¿Ver en móvil?', persist: true, actions: [{ label: 'Móvil', onClick }] });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Móvil' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('notification')).toBeNull();
  });

  it('disappears by itself after 6 s', () => {
    renderWithProviders(<NotificationHost />);
    act(() => {
      notify({ message: 'se va' });
    });
    expect(screen.getByTestId('notification')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.queryByTestId('notification')).toBeNull();
  });

  it('only one of two mounted hosts renders', () => {
    renderWithProviders(
      <>
        <NotificationHost />
        <NotificationHost />
      </>,
    );
    act(() => {
      notify({ message: 'una sola vez' });
    });
    expect(screen.getAllByTestId('notification')).toHaveLength(1);
  });
});

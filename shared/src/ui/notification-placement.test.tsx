import { act, screen } from '@testing-library/react';
import { NotificationHost } from './notification-host';
import { notify, resetNotifications } from './notification-store';
import { renderWithProviders } from './test-utils';

afterEach(() => resetNotifications());

describe('where notifications show', () => {
  it('at the top end under the header, never over the bottom of a form', () => {
    renderWithProviders(<NotificationHost />);
    act(() => {
      notify({ severity: 'error', message: 'No se pudo guardar' });
    });
    expect(screen.getByTestId('notification-message').textContent).toBe('No se pudo guardar');
    const host = screen.getByTestId('notification-host');
    const style = getComputedStyle(host);
    expect(style.position).toBe('fixed');
    expect(style.top).toBe('64px');
    expect(style.bottom).not.toBe('0px');
    expect(host.getAttribute('data-placement')).toBe('top-end');
  });
});

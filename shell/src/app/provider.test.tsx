import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { getRealtimeBus, type ConnectionState } from '@resto/shared/bus';
import { getSessionStore, login, logout, useSession } from '@resto/shared/session';
import { hangUntil, jsonResponse, loginData, resetPage, stubFetch } from '../features/test-support/support';
import { AppProvider } from './provider';

function Status() {
  return <p data-testid="status">{useSession().status}</p>;
}

function busStates(): ConnectionState[] {
  const seen: ConnectionState[] = [];
  const sub = getRealtimeBus()
    .state$('mesas')
    .subscribe((s) => seen.push(s));
  afterEach(() => sub.unsubscribe());
  return seen;
}

beforeEach(resetPage);
afterEach(async () => {
  cleanup();
  await getRealtimeBus().stop();
  resetPage();
});

describe('AppProvider', () => {
  it('restores the session on mount (loading -> anonymous without a stored one)', async () => {
    stubFetch(() => jsonResponse({}));
    render(
      <AppProvider>
        <Status />
      </AppProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('anonymous'));
  });

  it('starts the realtime bus when signed in and stops it on logout', async () => {
    const seen = busStates();
    const calls = stubFetch((call, signal) => (call.url.endsWith('/auth/login') ? jsonResponse({ success: true, data: loginData() }) : hangUntil(signal)));
    render(
      <AppProvider>
        <Status />
      </AppProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('anonymous'));
    expect(seen.at(-1)).toEqual({ status: 'disconnected', error: null });

    await act(async () => {
      await login('carla@resto.test', 'secreto');
    });
    await waitFor(() => expect(seen.at(-1)?.status).toBe('connecting'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/ws/mesas/negotiate'))).toBe(true));
    const negotiate = calls.find((c) => c.url.includes('/ws/mesas/negotiate'))!;
    // The bus reads the session's current token on each negotiate.
    expect(negotiate.headers.get('Authorization')).toBe(`Bearer ${getSessionStore().getState().token}`);

    await act(async () => {
      await logout();
    });
    await waitFor(() => expect(seen.at(-1)).toEqual({ status: 'disconnected', error: null }));
  });

  it("says 'Sesión expirada. Redirigiendo al login...' when the session expires", async () => {
    stubFetch((call, signal) => (call.url.endsWith('/auth/login') ? jsonResponse({ success: true, data: loginData() }) : hangUntil(signal)));
    render(
      <AppProvider>
        <Status />
      </AppProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('anonymous'));
    await act(async () => {
      await login('carla@resto.test', 'secreto');
    });
    await act(async () => {
      await logout('expired');
    });
    expect((await screen.findByTestId('notification')).textContent).toContain('Sesión expirada. Redirigiendo al login...');
  });
});

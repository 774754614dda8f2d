import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { setLanguage } from '@resto/shared/i18n';
import { Outlet } from 'react-router-dom';
import { logout, viewPreference } from '@resto/shared/session';
import { Page, renderRoutes, resetPage, signIn } from '../features/test-support/support';
import { ViewChoiceNotice } from './view-choice-notice';

const routes = [
  { path: '/login', element: <Page name="login" /> },
  { path: '/t/reportes', element: <Page name="t-reportes" /> },
  {
    path: '/',
    element: (
      <>
        <ViewChoiceNotice />
        <Outlet />
      </>
    ),
    children: [{ path: 'inicio', element: <Page name="inicio" /> }],
  },
];

/** A new browser session on the same device: sessionStorage is gone, localStorage stays. */
function newSession() {
  cleanup();
  sessionStorage.clear();
}

const settle = () =>
  act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });

beforeEach(() => {
  resetPage();
  localStorage.clear();
  sessionStorage.clear();
});

describe('ViewChoiceNotice', () => {
  it('offers the three views once per session; choosing stores it and navigates', async () => {
    await signIn();
    renderRoutes(routes, '/inicio');
    const notice = await screen.findByTestId('view-choice');
    expect(notice.textContent).toContain('Elegí la vista');
    fireEvent.click(screen.getByRole('button', { name: 'Tablet' }));
    expect(await screen.findByText('t-reportes')).toBeTruthy();
    expect(viewPreference.get()).toBe('tablet');
    expect(screen.queryByTestId('view-choice')).toBeNull();

    newSession();
    renderRoutes(routes, '/inicio');
    expect(await screen.findByText('inicio')).toBeTruthy();
    await settle();
    expect(screen.queryByTestId('view-choice')).toBeNull();
  });

  it('sits in the page, not over it: it covers no button and stays until answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await signIn();
      renderRoutes(routes, '/inicio');
      const notice = await screen.findByTestId('view-choice');
      expect(['fixed', 'absolute', 'sticky']).not.toContain(getComputedStyle(notice).position);
      expect(getComputedStyle(notice.parentElement!).position).not.toBe('fixed');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });
      expect(screen.getByTestId('view-choice')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('once closed, is not offered again to this user on this device, in a new session either', async () => {
    await signIn();
    renderRoutes(routes, '/inicio');
    await screen.findByTestId('view-choice');
    fireEvent.click(screen.getByTestId('view-choice-cerrar'));
    expect(screen.queryByTestId('view-choice')).toBeNull();
    expect(viewPreference.get()).toBeNull();

    await act(async () => {
      await logout();
    });
    newSession();
    await signIn();
    renderRoutes(routes, '/inicio');
    expect(await screen.findByText('inicio')).toBeTruthy();
    await settle();
    expect(screen.queryByTestId('view-choice')).toBeNull();
  });

  it('closed without answering, it comes back in the next session only if it was not closed (the once-per-session offer)', async () => {
    await signIn();
    renderRoutes(routes, '/inicio');
    await screen.findByTestId('view-choice');
    // Same session, another page load: not offered twice.
    cleanup();
    renderRoutes(routes, '/inicio');
    expect(await screen.findByText('inicio')).toBeTruthy();
    await settle();
    expect(screen.queryByTestId('view-choice')).toBeNull();
    // A new session, never closed nor answered: offered again.
    newSession();
    renderRoutes(routes, '/inicio');
    expect(await screen.findByTestId('view-choice')).toBeTruthy();
  });

  it('reads in the language on screen, also when it changes after it was shown', async () => {
    await signIn();
    renderRoutes(routes, '/inicio');
    expect((await screen.findByTestId('view-choice')).textContent).toContain('Elegí la vista');
    await act(async () => {
      await setLanguage('en');
    });
    expect(screen.getByTestId('view-choice').textContent).toContain('Choose the view');
    expect(screen.getByRole('button', { name: 'Desktop' })).toBeTruthy();
    await act(async () => {
      await setLanguage('es');
    });
  });
});

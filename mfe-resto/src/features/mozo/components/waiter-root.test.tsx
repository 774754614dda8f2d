import { act, render, screen } from '@testing-library/react';
import type { SessionUser } from '@resto/shared/contracts';
import type * as SessionModule from '@resto/shared/session';
import type * as RuntimeModule from '../state/runtime';
import { createRuntime, startRuntime, useRuntime } from '../state/runtime';
import WaiterRoot from './waiter-root';

type SessionView = { user: SessionUser | null; status: 'loading' | 'authenticated' | 'anonymous' };

/** The session as the handheld reads it, set by the test. */
const session = vi.hoisted(() => {
  let value: { user: unknown; status: string } = { user: null, status: 'loading' };
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: { user: unknown; status: string }) {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock('@resto/shared/session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  const { useSyncExternalStore } = await import('react');
  return {
    ...actual,
    loadGeneralConfig: async () => undefined,
    useSession: () => useSyncExternalStore(session.subscribe, session.get),
  };
});
const stops: string[] = [];
vi.mock('../state/runtime', async (importOriginal) => {
  const actual = await importOriginal<typeof RuntimeModule>();
  return {
    ...actual,
    createRuntime: vi.fn(actual.createRuntime),
    startRuntime: vi.fn((rt: { user: SessionUser }) => () => stops.push(rt.user.nombre)),
  };
});
// The screens themselves are tested on their own: here, which waiter's runtime they get.
vi.mock('./table-list-view', () => ({ TableListView: () => <p data-testid="runtime-user">{useRuntime().user.nombre}</p> }));
vi.mock('./connection-bar', () => ({ ConnectionBar: () => null }));
vi.mock('./header', () => ({ AppHeader: () => null }));
vi.mock('./toast-host', () => ({ ToastHost: () => null }));

const waiter = (id: number, nombre: string): SessionUser => ({
  id,
  nombre,
  email: `${nombre.toLowerCase()}@resto.test`,
  rol: 'empleado',
  roles: ['mozo'],
  local: { id: 1, nombre: 'La Esquina' },
  modulos: { restaurant: true, posFlow: true },
});
const signIn = (view: SessionView) => act(() => session.set(view));

describe('<WaiterRoot>', () => {
  beforeEach(() => {
    stops.length = 0;
    vi.mocked(createRuntime).mockClear();
    vi.mocked(startRuntime).mockClear();
    session.set({ user: null, status: 'loading' });
  });

  it('keeps one runtime per waiter: a refreshed token keeps it, another waiter gets their own', () => {
    render(<WaiterRoot />);
    expect(screen.queryByTestId('runtime-user')).toBeNull();

    signIn({ user: waiter(7, 'Ana'), status: 'authenticated' });
    expect(screen.getByTestId('runtime-user').textContent).toBe('Ana');
    // A refreshed token brings a new user object for the same waiter.
    signIn({ user: waiter(7, 'Ana'), status: 'authenticated' });
    expect(createRuntime).toHaveBeenCalledTimes(1);
    expect(startRuntime).toHaveBeenCalledTimes(1);

    signIn({ user: waiter(8, 'Beto'), status: 'authenticated' });
    expect(screen.getByTestId('runtime-user').textContent).toBe('Beto');
    expect(stops).toEqual(['Ana']);
    expect(startRuntime).toHaveBeenCalledTimes(2);
  });
});

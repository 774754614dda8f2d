import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { BackupsEstado } from '@resto/shared/contracts';
import { jsonResponse, Page, renderRoutes, resetPage, signIn, stubFetch } from '../../features/test-support/support';
import { BackupWarning } from './backup-warning';

const good = { id: 1, motivo: 'nocturna' as const, ok: true, archivo: 'resto-20261120-030000-nocturna.db', bytes: 1000, error: null, fecha: '2026-11-20T03:00:00.000Z' };

function estado(over: Partial<BackupsEstado>): BackupsEstado {
  return { disponible: true, config: { hora: 3, conservar: 14 }, ultima: good, ultimaCorrecta: good, alerta: false, archivos: [], ...over };
}

function renderWarning() {
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <BackupWarning />
            <Page name="page dashboard" />
          </>
        ),
      },
      { path: '/config', element: <Page name="page config" /> },
    ],
    '/dashboard',
  );
}

beforeEach(() => resetPage());
afterEach(() => cleanup());

describe('backup warning in the header', () => {
  it('warns an admin when the api says the last good backup is too old, and opens the backups section', async () => {
    await signIn('admin');
    const calls = stubFetch(() => jsonResponse({ success: true, data: estado({ alerta: true }) }));
    const { router } = renderWarning();
    const button = await screen.findByTestId('backup-warning');
    expect(button.getAttribute('aria-label')).toBe('La última copia de seguridad tiene más de 48 horas');
    expect(calls[0]!.url).toBe('/api/sistema/backups');
    fireEvent.click(button);
    await screen.findByText('page config');
    expect(router.state.location.search).toBe('?seccion=backups');
  });

  it('says so when the last backup failed', async () => {
    await signIn('admin');
    stubFetch(() => jsonResponse({ success: true, data: estado({ alerta: true, ultima: { ...good, id: 2, ok: false, archivo: null, bytes: null, error: 'disco lleno' } }) }));
    renderWarning();
    expect((await screen.findByTestId('backup-warning')).getAttribute('aria-label')).toBe('La última copia de seguridad falló');
  });

  it('shows nothing when backups are fine', async () => {
    await signIn('admin');
    const calls = stubFetch(() => jsonResponse({ success: true, data: estado({}) }));
    renderWarning();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('backup-warning')).toBeNull();
  });

  it('asks nothing and shows nothing to a user without config.editar', async () => {
    await signIn('cajero');
    const calls = stubFetch(() => jsonResponse({ success: true, data: estado({ alerta: true }) }));
    renderWarning();
    await screen.findByText('page dashboard');
    // Mounted with its effects run: an enabled query would have fetched by now.
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('backup-warning')).toBeNull();
  });
});

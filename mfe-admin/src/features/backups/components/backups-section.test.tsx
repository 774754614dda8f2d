import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupConfigUpdate, BackupsEstadoConSecretos } from '@resto/shared/contracts';
import { okResponse, failResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import ConfigPage from '../../../pages/config-page';
import { signInAs } from '../../../test/session';

function estado(over: Partial<BackupsEstadoConSecretos> = {}): BackupsEstadoConSecretos {
  const ok = { id: 1, motivo: 'cierre' as const, ok: true, archivo: 'resto-20261124-230000-cierre.db', bytes: 2_400_000, error: null, fecha: '2026-11-24T23:00:00.000Z' };
  return {
    disponible: true,
    config: { hora: 3, conservar: 14 },
    ultima: ok,
    ultimaCorrecta: ok,
    alerta: false,
    archivos: [{ archivo: ok.archivo, bytes: ok.bytes, fecha: ok.fecha }],
    secretosPorReingresar: [],
    ...over,
  };
}

afterEach(() => resetSessionForTests());

describe('/config › backups', () => {
  beforeEach(() => signInAs('admin'));

  it('shows the last good backup with its size, the kept files, and a failed one', async () => {
    const failed = { id: 2, motivo: 'nocturna' as const, ok: false, archivo: null, bytes: null, error: 'disco lleno', fecha: '2026-11-25T06:00:00.000Z' };
    stubApi({ 'GET /sistema/backups': () => okResponse(estado({ ultima: failed, alerta: true })) });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=backups' });
    const section = await screen.findByTestId('backups-section');
    expect(within(section).getByTestId('backups-ultima').textContent).toMatch(/^Última copia correcta: 24\/11\/2026 \d\d:00 · 2,4 MB · cierre de caja$/);
    expect(within(section).getByTestId('backups-fallo').textContent).toMatch(/^La última copia falló \(25\/11\/2026 \d\d:00\): disco lleno$/);
    expect(within(section).getAllByTestId('backup-row')).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Descargar resto-20261124-230000-cierre.db' })).toBeTruthy();
  });

  it('saves the hour and how many are kept, and refuses an hour out of range', async () => {
    const user = userEvent.setup();
    const saved: BackupConfigUpdate[] = [];
    stubApi({
      'GET /sistema/backups': () => okResponse(estado()),
      'PUT /sistema/backups/config': (call) => {
        saved.push(call.body as BackupConfigUpdate);
        return okResponse(estado({ config: { hora: 5, conservar: 7 } }), 'Configuración guardada');
      },
    });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=backups' });
    const form = await screen.findByTestId('backups-config-form');
    const hora = within(form).getByLabelText('Hora de la copia nocturna (0 a 23)');
    await user.clear(hora);
    await user.type(hora, '24');
    await user.click(within(form).getByTestId('backups-guardar'));
    expect(await within(form).findByText('La hora debe estar entre 0 y 23')).toBeTruthy();
    expect(saved).toHaveLength(0);
    await user.clear(hora);
    await user.type(hora, '5');
    const conservar = within(form).getByLabelText('Copias que se guardan');
    await user.clear(conservar);
    await user.type(conservar, '7');
    await user.click(within(form).getByTestId('backups-guardar'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ hora: 5, conservar: 7 });
    expect(saved[0]!.clientMutationId).toBeTruthy();
  }, 45_000);

  it('makes a backup now and shows the api refusal when it fails', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /sistema/backups': () => okResponse(estado()),
      'POST /sistema/backups': () => failResponse('La copia de seguridad falló: disco lleno', 503),
    });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=backups' });
    await user.click(await screen.findByTestId('backups-hacer'));
    expect(await screen.findByText('La copia de seguridad falló: disco lleno')).toBeTruthy();
  });

  it('says PostgreSQL backups are made with pg_dump', async () => {
    stubApi({ 'GET /sistema/backups': () => okResponse(estado({ disponible: false, ultima: null, ultimaCorrecta: null, archivos: [] })) });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=backups' });
    expect((await screen.findByTestId('backups-postgres')).textContent).toBe('La base de datos es PostgreSQL: sus copias se hacen con pg_dump (ver el README).');
  });

  it('asks the passphrase twice before downloading (12 characters at least, both the same) and sends it for the api to seal the key', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:copia'), revokeObjectURL: vi.fn() }));
    const calls = stubApi({
      'GET /sistema/backups': () => okResponse(estado()),
      'GET /sistema/backups/:archivo': () => new Response('SQLite format 3', { status: 200 }),
    });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=backups' });
    await user.click(await screen.findByRole('button', { name: 'Descargar resto-20261124-230000-cierre.db' }));
    const dialog = await screen.findByTestId('backup-frase-dialog');
    expect(within(dialog).getByText(/la restauración en otro equipo la pedirá/)).toBeTruthy();
    const frase = within(dialog).getByLabelText('Frase para sellar la clave');
    const repetir = within(dialog).getByLabelText('Repita la frase');
    const downloads = () => calls.filter((c) => c.path.startsWith('/sistema/backups/resto-'));

    await user.type(frase, 'corta');
    await user.type(repetir, 'corta');
    await user.click(within(dialog).getByTestId('backup-frase-descargar'));
    expect(await within(dialog).findByText('La frase debe tener al menos 12 caracteres')).toBeTruthy();
    await user.clear(frase);
    await user.type(frase, 'una frase larga y ñandú');
    await user.click(within(dialog).getByTestId('backup-frase-descargar'));
    expect(await within(dialog).findByText('Las dos frases no coinciden')).toBeTruthy();
    expect(downloads()).toHaveLength(0);

    await user.clear(repetir);
    await user.type(repetir, 'una frase larga y ñandú');
    await user.click(within(dialog).getByTestId('backup-frase-descargar'));
    await waitFor(() => expect(downloads()).toHaveLength(1));
    expect(downloads()[0]!.headers.get('x-frase-respaldo')).toBe(encodeURIComponent('una frase larga y ñandú'));
    await waitFor(() => expect(screen.queryByTestId('backup-frase-dialog')).toBeNull());
  }, 45_000);

  it('shows the api refusal of a download in the dialog', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /sistema/backups': () => okResponse(estado()),
      'GET /sistema/backups/:archivo': () => failResponse('La frase debe tener al menos 12 caracteres', 400),
    });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=backups' });
    await user.click(await screen.findByRole('button', { name: 'Descargar resto-20261124-230000-cierre.db' }));
    const dialog = await screen.findByTestId('backup-frase-dialog');
    await user.type(within(dialog).getByLabelText('Frase para sellar la clave'), 'una frase larga');
    await user.type(within(dialog).getByLabelText('Repita la frase'), 'una frase larga');
    await user.click(within(dialog).getByTestId('backup-frase-descargar'));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('La frase debe tener al menos 12 caracteres');
  }, 45_000);

  it('lists what must be entered again after a restore with fresh secrets', async () => {
    stubApi({
      'GET /sistema/backups': () =>
        okResponse(
          estado({
            secretosPorReingresar: [
              { tipo: 'arca', localId: 1 },
              { tipo: 'asistente', localId: 1 },
            ],
          }),
        ),
    });
    renderPage(<ConfigPage />, { path: '/config', url: '/config?seccion=backups' });
    const alert = await screen.findByTestId('backups-reingresar');
    expect(alert.textContent).toContain('Se restauró una copia con secretos nuevos');
    expect(within(alert).getByText('La clave privada del certificado de ARCA (Configuración › Facturación electrónica)')).toBeTruthy();
    expect(within(alert).getByText('La clave de API del asistente (Configuración › Asistente)')).toBeTruthy();
  });
});

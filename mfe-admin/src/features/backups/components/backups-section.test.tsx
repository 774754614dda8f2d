import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupConfigUpdate, BackupsEstado } from '@resto/shared/contracts';
import { okResponse, failResponse, renderPage, stubApi } from '@resto/shared/sales-ui/testing';
import { resetSessionForTests } from '@resto/shared/session';
import ConfigPage from '../../../pages/config-page';
import { signInAs } from '../../../test/session';

function estado(over: Partial<BackupsEstado> = {}): BackupsEstado {
  const ok = { id: 1, motivo: 'cierre' as const, ok: true, archivo: 'resto-20261124-230000-cierre.db', bytes: 2_400_000, error: null, fecha: '2026-11-24T23:00:00.000Z' };
  return {
    disponible: true,
    config: { hora: 3, conservar: 14 },
    ultima: ok,
    ultimaCorrecta: ok,
    alerta: false,
    archivos: [{ archivo: ok.archivo, bytes: ok.bytes, fecha: ok.fecha }],
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
});
